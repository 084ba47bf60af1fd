// The script tag's on/off attributes (spec §18.3): tests of switches.ts.
import { expect, test } from 'vitest';
import { switchValue } from './switches.js';

test.each(['', 'true', 'ON', ' yes ', '1'])('%j is on', (value) => expect(switchValue(value)).toBe(true));
test.each(['false', 'Off', 'no', ' 0'])('%j is off', (value) => expect(switchValue(value)).toBe(false));
test.each([null, undefined, 'maybe', '2', 'onn'])('%j is neither: the default applies', (value) => expect(switchValue(value)).toBeUndefined());
