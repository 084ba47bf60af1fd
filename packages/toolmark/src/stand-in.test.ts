// `window.Toolmark` before the script tag installs it (spec §18.2 step 1, D220): tests of stand-in.ts.
import { expect, test } from 'vitest';
import { ASKING, standInForToolmark, type Asking } from './stand-in.js';

const stage = () => {
  const doc = {} as Document & { [ASKING]?: Asking };
  const global: { Toolmark?: unknown } = {};
  const ask = standInForToolmark(doc, global);
  let asked = false;
  void doc[ASKING]?.asked.then(() => (asked = true));
  return { doc, global, ask, asked: async () => (await Promise.resolve(), asked) };
};

test('stands for the name: enumerable and configurable like a global, reading undefined', async () => {
  const { global, asked } = stage();
  expect(Object.getOwnPropertyDescriptor(global, 'Toolmark')).toMatchObject({ enumerable: true, configurable: true });
  expect(await asked()).toBe(false);
});

test('a read asks and removes it; the next read finds nothing, and a later value stays', async () => {
  const { global, ask, asked } = stage();
  expect(global.Toolmark).toBeUndefined();
  expect(await asked()).toBe(true);
  expect('Toolmark' in global).toBe(false);
  global.Toolmark = 'installed';
  ask();
  expect(global.Toolmark).toBe('installed');
});

test('a write asks too, and the value is a plain property', async () => {
  const { global, asked } = stage();
  global.Toolmark = 7;
  expect(await asked()).toBe(true);
  expect(Object.getOwnPropertyDescriptor(global, 'Toolmark')).toEqual({ value: 7, writable: true, enumerable: true, configurable: true });
});

test('ask() removes it as a read would, once', async () => {
  const { global, ask, asked } = stage();
  ask();
  ask();
  expect('Toolmark' in global).toBe(false);
  expect(await asked()).toBe(true);
});

test('a name already taken is left alone: no stand-in, no mark, an ask that does nothing', () => {
  const doc = {} as Document & { [ASKING]?: Asking };
  const global = { Toolmark: 'theirs' };
  standInForToolmark(doc, global)();
  expect(global.Toolmark).toBe('theirs');
  expect(doc[ASKING]).toBeUndefined();
});

test('its source refers to nothing outside itself: the classic loader runs it alone', async () => {
  const standIn = new Function(`return (${standInForToolmark.toString()})`)() as typeof standInForToolmark;
  const doc = {} as Document & { [ASKING]?: Asking };
  const global: { Toolmark?: unknown } = {};
  standIn(doc, global);
  expect(global.Toolmark).toBeUndefined();
  await doc[ASKING]!.asked;
  expect('Toolmark' in global).toBe(false);
});
