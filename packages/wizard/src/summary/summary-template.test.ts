import { describe, expect, test } from 'vitest';
import { fillTemplate, say, templateFields } from './summary-template.js';

const values: Record<string, unknown> = { name: 'Ada', qty: 2, accept: true, declined: false, extras: ['bag', 'seat'], none: [], card: '[redacted]' };
const from = { field: (name: string) => values[name], shown: (id: string) => (id === 'total' ? '€147' : '') };

describe('spec §15.6 summary templates', () => {
  test('fields are filled from the input, in words', () => {
    expect(fillTemplate('Book {qty} seats for {name} with {extras}; card {card}', from)).toBe('Book 2 seats for Ada with bag, seat; card [redacted]');
    expect(say(true)).toBe('yes');
    expect(say(false)).toBe('no');
    expect(say({ nested: 1 })).toBe('');
    expect(say(undefined)).toBe('');
  });

  test('{field?then|else} chooses on the value; {#id} is what the step shows', () => {
    expect(fillTemplate('Pay {#total}{accept?, accepting the rules|, not accepting}', from)).toBe('Pay €147, accepting the rules');
    expect(fillTemplate('{declined?yes|no} {none?some|none} {missing?given} {#nowhere}.', from)).toBe('no none  .');
  });

  test('a value is never read as a placeholder, and markup stays text', () => {
    const tricky = { field: () => '<img src=x onerror=alert(1)> {#total} {name}', shown: () => 'PAGE' };
    expect(fillTemplate('Hello {name}', tricky)).toBe('Hello <img src=x onerror=alert(1)> {#total} {name}');
  });

  test('{{ and }} are braces; a name with spaces around it is trimmed', () => {
    expect(fillTemplate('{{literal}} { name }', from)).toBe('{literal} Ada');
  });

  test('templateFields lists the fields named, not the shown ids or braces', () => {
    expect(templateFields('{{x}} {name} {#total} {accept?a|b} { qty }')).toEqual(['name', 'accept', 'qty']);
  });
});
