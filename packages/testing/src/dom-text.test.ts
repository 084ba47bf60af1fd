// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { readDomText } from './dom-text.js';

test('spec §22.4 readDomText reads an element root itself: its attributes, its value and its open shadow root, then its light DOM', () => {
  const host = document.createElement('div');
  host.setAttribute('aria-label', 'label-secret');
  host.attachShadow({ mode: 'open' }).innerHTML = '<p>shadow-secret</p>';
  host.innerHTML = '<input name="card"><!-- comment-secret -->';
  (host.firstElementChild as HTMLInputElement).value = 'typed-secret';
  const text = readDomText(host);
  expect(text).toEqual({
    'div[@aria-label]': 'label-secret',
    'div>#shadow>p[0]#text': 'shadow-secret',
    'div>input[0][@name]': 'card',
    'div>input[0].value': 'typed-secret',
    'div#comment': ' comment-secret ',
  });
  // A document reads from its root element down, under the path `document`.
  document.body.replaceChildren(host);
  expect(Object.keys(readDomText(document)).filter((key) => key.endsWith('[@aria-label]'))).toEqual(['document>html[0]>body[1]>div[0][@aria-label]']);
});
