import { test } from '@playwright/test';
import { FIXTURES } from '../urls';
test('order', async ({ page }) => {
  await page.goto(`${FIXTURES}/webmcp/native-runs.html`);
  const log = await page.evaluate(async () => {
    const log: string[] = [];
    const ctx = document.modelContext!;
    ctx.addEventListener('toolactivated', (e) => log.push('activated ' + (e as any).toolName + ' ' + (document.querySelector('#search input') as HTMLInputElement).value));
    document.addEventListener('submit', (e) => log.push('submit capture ' + (e.target as HTMLFormElement).id + ' agent=' + (e as any).agentInvoked), true);
    document.querySelector('#search')!.addEventListener('submit', () => { log.push('submit on form'); setTimeout(() => log.push('task after submit')); queueMicrotask(() => log.push('microtask after submit')); });
    document.querySelector('#search input')!.addEventListener('input', () => log.push('input'));
    const tool = (await ctx.getTools!()).find((t) => t.name === 'search_flights')!;
    await ctx.executeTool!(tool, { origin: 'CDG' });
    await new Promise((r) => setTimeout(r, 100));
    return log;
  });
  console.log(JSON.stringify(log));
});
