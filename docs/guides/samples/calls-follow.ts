import { createToolmark, ok } from '@toolmark/core';

const tm = createToolmark();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

tm.register({
  name: 'report.build',
  description: 'Builds the monthly report, page by page',
  hints: { readOnly: true },
  run: async (_input, ctx) => {
    for (let page = 1; page <= 3; page++) {
      await sleep(10);
      // Reaches the handle, `call:progress` listeners and the caller's onProgress, redacted.
      ctx.progress({ progress: page, total: 3, message: `page ${page} of 3` });
    }
    return ok({ pages: 3 });
  },
});

// tm.start answers at once with the call's handle; the steps that need no waiting have run.
const call = tm.start('report.build', {});
console.log(call.id); // 'call-1'
console.log(call.phase); // 'running'
console.log(tm.calls().map(({ id, name }) => `${id} ${name}`)); // ['call-1 report.build']

// Every change of phase or progress, the last one as the call settles.
const seen: string[] = [];
const stop = call.subscribe(({ phase, progress }) => seen.push(`${phase}: ${progress?.message}`));
const result = await call.result;
stop();
console.log(result.structuredContent); // { pages: 3 }
console.log(seen); // ['running: page 1 of 3', 'running: page 2 of 3', 'running: page 3 of 3', 'settled: page 3 of 3']
console.log(tm.calls()); // []

// abort() ends the call at once: its ctx.signal aborts, and it answers `aborted`.
const stopped = tm.start('report.build', {});
stopped.abort();
console.log((await stopped.result).code); // 'aborted'

// A call that waits for nothing is over before tm.start returns.
tm.register({ name: 'clock.now', description: 'The time on the shop’s clock', hints: { readOnly: true }, run: () => ok('12:00') });
console.log(tm.start('clock.now').phase); // 'settled'
