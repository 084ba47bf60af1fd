// The timing both overhead benches share (agent-overhead.ts, testing-overhead.ts): each operation
// runs for a round of `roundMs`, the order rotating from round to round so no operation always runs
// first on a warm or a cold machine; printed as µs per operation and as the median of the per-round
// ratios to a baseline measured in the same round. Benchmarks print tables, never pass or fail.

/** An operation to time: made afresh each round (`start`), timed as `run`, then ended (`end`). */
export interface TimedOperation {
  start(): { run: () => Promise<unknown>; end?: () => void };
}

/** How long and how often (`ROUNDS`, default 21; `ROUND_MS`, default 50). */
export interface RoundOptions {
  readonly rounds: number;
  readonly roundMs: number;
}

/**
 * Reads the round options from the environment.
 *
 * @returns `ROUNDS` (default 21) and `ROUND_MS` (default 50).
 */
export function roundOptions(): RoundOptions {
  return { rounds: Number(process.env['ROUNDS'] ?? 21), roundMs: Number(process.env['ROUND_MS'] ?? 50) };
}

/**
 * Wraps a plain async function as an operation that needs no setup.
 *
 * @param run The function to time.
 * @returns The operation.
 */
export const timed = (run: () => Promise<unknown>): TimedOperation => ({ start: () => ({ run }) });

async function opsPerSecond(operation: TimedOperation, roundMs: number): Promise<number> {
  const { run, end } = operation.start();
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < roundMs) {
    await run();
    count++;
  }
  const seconds = (performance.now() - started) / 1000;
  end?.();
  return count / seconds;
}

/**
 * Times the operations in rotating rounds (one warm-up round first) and prints the markdown table:
 * µs per operation and the median ratio of each to `baseline`.
 *
 * @param operations The operations by the name the table shows; `baseline` must be one of them.
 * @param baseline The operation the ratios are to.
 * @param header The line printed before the table (what was measured, on what).
 * @param options Rounds and their length.
 */
export async function printRotatingRounds(operations: Record<string, TimedOperation>, baseline: string, header: string, options: RoundOptions): Promise<void> {
  const names = Object.keys(operations);
  for (const name of names) await opsPerSecond(operations[name]!, options.roundMs);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const ratios: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < options.rounds; round++) {
    const order = names.map((_, index) => names[(index + round) % names.length]!);
    const measured: Record<string, number> = {};
    for (const name of order) measured[name] = await opsPerSecond(operations[name]!, options.roundMs);
    for (const name of names) {
      samples[name]!.push(measured[name]!);
      ratios[name]!.push(measured[baseline]! / measured[name]!);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(header);
  console.log(`| operation | µs / operation | time / ${baseline} |`);
  console.log('| --- | ---: | ---: |');
  for (const name of names) console.log(`| ${name} | ${(1e6 / median(samples[name]!)).toFixed(1)} | ${median(ratios[name]!).toFixed(2)}× |`);
}
