import { ToolmarkError } from './errors.js';

/** Longest full name a tool may have (spec §1.1), the limit native WebMCP and most model providers share. */
export const MAX_NAME_LENGTH = 128;

const NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/**
 * Tells whether a name follows the rule of spec §1.1: 1–128 of `A–Z a–z 0–9 _ - .`, with no empty
 * part between dots. Adapters use it to decide whether a page's own name can be used as it is.
 *
 * @param name Any value.
 * @returns Whether it is a valid tool or scope name.
 */
export function isValidToolName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= MAX_NAME_LENGTH && NAME.test(name);
}

/**
 * Checks a local tool name or scope name (spec §1.1): 1–128 of `A–Z a–z 0–9 _ - .`, with no empty
 * part between dots.
 *
 * @param name The name to check.
 * @throws ToolmarkError `invalid_name` when it is not valid.
 */
export function assertName(name: unknown): asserts name is string {
  if (!isValidToolName(name)) {
    // Registration messages are for developers: production keeps the code and a short message.
    const message = import.meta.env.DEV
      ? `The name ${JSON.stringify(name)} is invalid: use 1–${MAX_NAME_LENGTH} of A–Z a–z 0–9 _ - and dots between parts`
      : `Invalid name ${JSON.stringify(name)}`;
    throw new ToolmarkError('invalid_name', message, { name });
  }
}

/**
 * Joins a scope path and a local name: `joinName('shop.cart', 'add')` is `shop.cart.add`.
 *
 * @param scope The scope path, `''` at the root.
 * @param name The local name.
 * @returns The full name.
 */
export function joinName(scope: string, name: string): string {
  return scope ? `${scope}.${name}` : name;
}
