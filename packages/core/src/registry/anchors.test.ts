// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { ok } from '../result.js';
import { createToolmark } from './create-toolmark.js';

const base = { description: 'd', run: () => ok() };

beforeEach(() => {
  document.body.innerHTML = `
    <form id="checkout"><button class="pay" id="pay">Pay</button><input class="field" id="f1"><input class="field" id="f2"></form>
    <div id="elsewhere"><button class="pay" id="pay2">Pay</button></div>`;
});

describe('spec §5 anchors', () => {
  test('a selector finds its elements in the document', () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'pay', ...base, anchors: { fields: '.field', button: '#pay' } });
    expect(tm.anchor('pay', 'fields').map((element) => element.id)).toEqual(['f1', 'f2']);
    expect(tm.anchor('pay', 'button').map((element) => element.id)).toEqual(['pay']);
  });

  test('a form or a select a getter returns is one element, though it iterates its controls or options', () => {
    const tm = createToolmark({ dev: true });
    const form = document.getElementById('checkout')!;
    // As in browsers, where a form is iterable (happy-dom's may not be).
    const iterableForm = Object.assign(form, { [Symbol.iterator]: () => [...form.querySelectorAll('input')][Symbol.iterator]() });
    document.body.insertAdjacentHTML('beforeend', '<select id="cabin"><option>eco</option><option>business</option></select>');
    const select = document.getElementById('cabin')!;
    tm.register({ name: 'pay', ...base, anchors: { form: () => iterableForm, select: () => select } });
    expect(tm.anchor('pay', 'form')).toEqual([form]);
    expect(tm.anchor('pay', 'select')).toEqual([select]);
  });

  test('a getter may return one element, an iterable, or nothing', () => {
    const tm = createToolmark({ dev: true });
    tm.register({
      name: 'pay',
      ...base,
      anchors: {
        one: () => document.getElementById('pay'),
        many: () => document.querySelectorAll('.field'),
        array: () => [document.getElementById('f2')!],
        none: () => null,
      },
    });
    expect(tm.anchor('pay', 'one').map((element) => element.id)).toEqual(['pay']);
    expect(tm.anchor('pay', 'many').map((element) => element.id)).toEqual(['f1', 'f2']);
    expect(tm.anchor('pay', 'array').map((element) => element.id)).toEqual(['f2']);
    expect(tm.anchor('pay', 'none')).toEqual([]);
  });

  test('all anchors when the id is left out, each element once', () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'pay', ...base, anchors: { a: '#pay', b: '.pay', c: () => document.getElementById('f1') } });
    expect(tm.anchor('pay').map((element) => element.id)).toEqual(['pay', 'pay2', 'f1']);
  });

  test('missing ids, unknown tools, bad selectors and throwing getters find nothing', () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'pay', ...base, anchors: { bad: '[[nope', boom: () => { throw new Error('x'); }, ok: '#pay' } });
    tm.register({ name: 'bare', ...base });
    expect(tm.anchor('pay', 'missing')).toEqual([]);
    expect(tm.anchor('pay', 'toString')).toEqual([]);
    expect(tm.anchor('nope')).toEqual([]);
    expect(tm.anchor('bare')).toEqual([]);
    expect(tm.anchor('pay', 'bad')).toEqual([]);
    expect(tm.anchor('pay', 'boom')).toEqual([]);
    expect(tm.anchor('pay').map((element) => element.id)).toEqual(['pay']);
  });

  test('options.anchorRoot limits where selectors look', () => {
    const tm = createToolmark({ dev: true, anchorRoot: document.getElementById('elsewhere')! });
    tm.register({ name: 'pay', ...base, anchors: { button: '.pay' } });
    expect(tm.anchor('pay', 'button').map((element) => element.id)).toEqual(['pay2']);
  });

  test('anchors follow the DOM as it is at each read', () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'pay', ...base, anchors: { button: '.pay' } });
    expect(tm.anchor('pay', 'button')).toHaveLength(2);
    document.getElementById('pay2')!.remove();
    expect(tm.anchor('pay', 'button')).toHaveLength(1);
  });
});
