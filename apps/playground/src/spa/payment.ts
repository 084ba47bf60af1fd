// Card checks the booking's payment step makes before anything is charged.

/**
 * Checks a card number with the Luhn checksum, ignoring spaces and dashes.
 *
 * @param cardNumber The number as typed.
 * @returns Whether it has 12–19 digits and a valid check digit.
 */
export function isValidCardNumber(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Creates the masked form of a card number that people may see: its last four digits only.
 *
 * @param cardNumber The number as typed.
 * @returns Such as `•••• 1111`.
 */
export function maskCard(cardNumber: string): string {
  return `•••• ${cardNumber.replace(/\D/g, '').slice(-4)}`;
}

/**
 * Checks an expiry date `MM/YY` against a month that is the current one.
 *
 * @param expiry The expiry as typed.
 * @param now The current date.
 * @returns Whether the card is still valid in `now`'s month.
 */
export function isUnexpired(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}
