// @vitest-environment happy-dom
// Sensitive fields (spec §14.7): what the page marks, and card data it does not mark (issue #20).
import { afterEach, describe, expect, test } from 'vitest';
import { isSensitiveControl, looksLikeCardData } from './sensitive-fields.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Each control of the markup: whether it reads as sensitive. */
function sensitive(html: string): boolean[] {
  document.body.innerHTML = `<form>${html}</form>`;
  return [...document.querySelectorAll('input,select,textarea')].map(isSensitiveControl);
}

describe('spec §14.7 card data without autocomplete', () => {
  test("Bootstrap's checkout: by id and label", () => {
    expect(
      sensitive(`<label for="cc-name">Name on card</label><input id="cc-name"><label for="cc-number">Credit card number</label><input id="cc-number">
        <label for="cc-expiration">Expiration</label><input id="cc-expiration"><label for="cc-cvv">CVV</label><input id="cc-cvv">`),
    ).toEqual([true, true, true, true]);
  });

  test('by name, label text or placeholder alone', () => {
    expect(
      sensitive(`<input name="cardNumber"><label>Security code <input></label><input placeholder="MM / YY"><input name="card_cvc" type="tel"><input name="cvv2" type="number">`),
    ).toEqual([true, true, true, true, true]);
  });

  test('by inputmode="numeric" with the length of a card number', () => {
    expect(sensitive('<input inputmode="numeric" maxlength="19"><input inputmode="numeric" pattern="[0-9]{13,19}"><input inputmode="numeric" maxlength="5">')).toEqual([true, true, false]);
  });

  test('not: date parts, choices, an autocomplete token that is no secret, other words', () => {
    expect(
      sensitive(`<label>Day <input inputmode="numeric" name="passport-issued-day"></label>
        <label><input type="radio" name="paymentMethod" id="credit"> Credit card</label>
        <select id="cc-type"><option>Visa</option></select>
        <input id="cc-name-shipping" autocomplete="shipping name">
        <input name="cc" type="email" placeholder="Cc"><input name="discount_code"><label>Passport expiry date <input></label>`),
    ).toEqual([false, false, false, false, false, false, false]);
    expect(looksLikeCardData(document.createElement('textarea'))).toBe(false);
  });

  test('autocomplete="off" does not hide a CVC; data-toolmark-sensitive="false" unmarks a look-alike', () => {
    expect(sensitive('<input id="x-card-cvc" autocomplete="off" maxlength="4"><input id="cc-number" data-toolmark-sensitive="false">')).toEqual([true, false]);
  });

  test("what the page marks, as before", () => {
    expect(sensitive('<input type="password"><input autocomplete="cc-number"><input autocomplete="one-time-code"><input data-toolmark-sensitive><input name="q">')).toEqual([true, true, true, true, false]);
  });
});
