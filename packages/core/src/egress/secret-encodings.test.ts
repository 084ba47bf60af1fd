import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MIN_FORM_LENGTH, SECRET_ENCODINGS, secretForms } from './secret-encodings.js';

// Every form the stages make, without the shortcut `secretForms` takes for plain secrets.
function everyForm(secret: string): Set<string> {
  let texts = [secret];
  for (const stage of SECRET_ENCODINGS) texts = [...new Set(texts.flatMap((text) => stage.flatMap(({ encode }) => [encode(text)].flat())))];
  return new Set(texts.filter((form) => form.length >= MIN_FORM_LENGTH));
}

describe('spec §6.2 the one list of forms a secret takes', () => {
  test('each stage names its steps; the first step of each leaves the text as it is', () => {
    expect(SECRET_ENCODINGS.map((stage) => stage.map(({ name }) => name))).toMatchSnapshot();
    for (const stage of SECRET_ENCODINGS) expect(stage[0]!.encode('a"b')).toBe('a"b');
  });

  test('what text realistically carries: JSON, URI, form encoding, HTML, base64, normal forms, trims', () => {
    const forms = secretForms(" pa\"ss!'()~ é\n");
    for (const form of [
      " pa\"ss!'()~ é\n",
      'pa"ss!\'()~ é',
      ' pa\\"ss!\'()~ é\\n',
      ' pa\\\\\\"ss!\'()~ é\\\\n',
      '%20pa%22ss!\'()~%20%C3%A9%0A',
      '+pa%22ss%21%27%28%29%7E+%C3%A9%0A',
      ' pa&quot;ss!&#39;()~ é\n',
      ' pa&quot;ss!&#x27;()~ é\n',
      ' pa&#34;ss!&#39;()~ &#233;&#10;',
      ' pa&#x22;ss!&#x27;()~ &#xe9;&#xa;',
      ' pa"ss!\'()~ e\u0301\n',
      btoa(' pa"ss!\'()~ '),
    ]) {
      expect(forms, JSON.stringify(form)).toContain(form);
    }
  });

  test('base64 at each alignment: any base64 text that holds a secret of 9 bytes or more holds one of its forms', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 9, maxLength: 20 }), fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), fc.boolean(), (secret, before, after, urlSafe) => {
        const bytes = new TextEncoder().encode(`${before}${secret}${after}`);
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        const encoded = urlSafe ? btoa(binary).replace(/\+/g, '-').replace(/\//g, '_') : btoa(binary);
        expect(secretForms(secret).some((form) => encoded.includes(form))).toBe(true);
      }),
      { seed: 33, numRuns: 200 },
    );
  });

  test('the shortcut for letters, digits and _ . * - gives the same forms as every stage', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\w.*-]{0,24}$/), (secret) => {
        expect(new Set(secretForms(secret))).toEqual(everyForm(secret));
      }),
      { seed: 33, numRuns: 200 },
    );
    expect(new Set(secretForms(' a"é '))).toEqual(everyForm(' a"é '));
  });

  test('no form is shorter than 3 characters; a lone surrogate has no URI form and no error', () => {
    expect(secretForms('ab')).toEqual([]);
    expect(secretForms('  ab  ').every((form) => form.length >= MIN_FORM_LENGTH)).toBe(true);
    expect(() => secretForms('\ud800abc')).not.toThrow();
    expect(secretForms('\ud800abc')).toContain('\\ud800abc');
  });
});
