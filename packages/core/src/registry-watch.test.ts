import { describe, expect, test } from 'vitest';
import { createToolmark } from './registry/create-toolmark.js';
import { ok } from './result.js';
import { eventsWhere } from './registry-watch.js';

describe('eventsWhere', () => {
  test('calls back with the events it picks, until stopped', () => {
    const tm = createToolmark();
    const heard: string[] = [];
    const stop = eventsWhere((event) => event.type === 'tool:added')(tm, (event) => heard.push(event!.type));
    tm.register({ name: 'a', description: 'd', run: () => ok() }).dispose();
    stop();
    tm.register({ name: 'b', description: 'd', run: () => ok() });
    expect(heard).toEqual(['tool:added']);
  });
});
