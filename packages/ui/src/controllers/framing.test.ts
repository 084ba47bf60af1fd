import { describe, expect, test } from 'vitest';
import { framedByOther, framersOf, type FramedWindow } from './framing.js';

const SHOP = 'https://shop.example';
const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';

/**
 * A window inside frames of the given origins, outermost first, as a browser shows it: with
 * `ancestorOrigins` (Chromium, Safari) or without (Firefox), where another origin's `location`
 * cannot be read.
 */
function framed(own: string, ancestors: string[], withAncestorOrigins = true): FramedWindow {
  let parent: FramedWindow | undefined;
  for (const origin of ancestors) {
    const win: { location: FramedWindow['location']; parent: FramedWindow } = {
      location: {
        get origin() {
          if (origin !== own) throw new DOMException('Blocked a frame from accessing a cross-origin frame', 'SecurityError');
          return origin;
        },
      },
      parent: undefined as unknown as FramedWindow,
    };
    win.parent = parent ?? win;
    parent = win;
  }
  const self: { location: FramedWindow['location']; parent: FramedWindow } = {
    location: { origin: own, ...(withAncestorOrigins && { ancestorOrigins: [...ancestors].reverse() }) },
    parent: undefined as unknown as FramedWindow,
  };
  self.parent = parent ?? self;
  return self;
}

describe('framersOf', () => {
  test('reads origins as URL does, keeps * as any, and trusts nobody for anything else', () => {
    expect(framersOf(undefined)).toEqual([]);
    expect(framersOf([`${PARTNER}/path?q`, 'HTTPS://Partner.Example:443'])).toEqual([PARTNER, PARTNER]);
    expect(framersOf(['partner.example', 'null', 'data:text/html,x'])).toEqual([]);
    expect(framersOf([PARTNER, '*'])).toBe('*');
    expect(framersOf('https://partner.example' as unknown as string[])).toEqual([]);
  });
});

describe('framedByOther (issue #33)', () => {
  test('a top-level page, or one framed by its own origin only, is not', () => {
    expect(framedByOther([], framed(SHOP, []))).toBe(false);
    expect(framedByOther([], framed(SHOP, [SHOP, SHOP]))).toBe(false);
    expect(framedByOther([], framed(SHOP, [SHOP], false))).toBe(false);
  });

  test('any foreign ancestor counts, not only the top: framed by evil, or by the page itself inside evil', () => {
    expect(framedByOther([], framed(SHOP, [EVIL]))).toBe(true);
    expect(framedByOther([], framed(SHOP, [EVIL, SHOP]))).toBe(true);
    expect(framedByOther([PARTNER], framed(SHOP, [EVIL, PARTNER]))).toBe(true);
  });

  test('the origins a site trusts are not, wherever they are; * trusts any', () => {
    expect(framedByOther([PARTNER], framed(SHOP, [PARTNER]))).toBe(false);
    expect(framedByOther([PARTNER], framed(SHOP, [PARTNER, SHOP]))).toBe(false);
    expect(framedByOther('*', framed(SHOP, [EVIL]))).toBe(false);
  });

  test('without ancestorOrigins, a foreign ancestor is unknown: only * trusts it (fail closed)', () => {
    expect(framedByOther([PARTNER], framed(SHOP, [PARTNER], false))).toBe(true);
    expect(framedByOther([], framed(SHOP, [EVIL, SHOP], false))).toBe(true);
    expect(framedByOther('*', framed(SHOP, [EVIL], false))).toBe(false);
  });

  test('a page of an opaque origin (a sandboxed frame) is framed by another, whoever frames it', () => {
    expect(framedByOther([], framed('null', ['null']))).toBe(true);
  });
});
