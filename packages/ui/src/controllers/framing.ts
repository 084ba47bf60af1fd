// Whether the page is framed by another site (spec §17.2 Arming, docs/decisions/0210): such a
// framer can paint over a card and let clicks through to it, so where the browser cannot see what
// is painted over a card (no IntersectionObserver v2), a card in its frame never arms.

/** The parts of a window that tell who frames it; `window` has them. */
export interface FramedWindow {
  readonly location: { readonly origin: string; readonly ancestorOrigins?: ArrayLike<string> };
  readonly parent: FramedWindow;
}

/**
 * Reads the origins a site trusts to frame its cards (`framedBy`): each an origin as `URL` reads it
 * (`https://partner.example`, a path dropped), or `'*'` for any. Anything else trusts nobody.
 *
 * @param framedBy The origins the site gave.
 * @returns The origins, normalized, or `'*'`.
 */
export function framersOf(framedBy: readonly string[] | undefined): readonly string[] | '*' {
  if (!Array.isArray(framedBy)) return [];
  if (framedBy.includes('*')) return '*';
  const origins: string[] = [];
  for (const text of framedBy) {
    try {
      const origin = new URL(String(text)).origin;
      if (origin !== 'null') origins.push(origin);
    } catch {
      // Not an origin: it trusts nobody, which is the safe reading of a typo.
    }
  }
  return origins;
}

/**
 * Checks whether a document is framed by an origin other than its own that the site does not trust
 * with its cards. Every ancestor counts, not only the top: a page of its own origin framed inside a
 * foreign one is painted over by the foreign one too. The ancestors' origins come from
 * `location.ancestorOrigins` (Chromium, Safari); without it, an ancestor whose `location` this
 * document cannot read is of another origin and unknown, trusted only by `'*'` (fail closed).
 *
 * @param framers The trusted framers, from `framersOf`.
 * @param win The document's window; default `window`.
 * @returns Whether an untrusted origin frames it.
 */
export function framedByOther(framers: readonly string[] | '*', win: FramedWindow = window): boolean {
  if (win.parent === win || framers === '*') return false;
  const own = win.location.origin;
  const trusted = (origin: string) => origin !== 'null' && (origin === own || framers.includes(origin));
  const ancestors = win.location.ancestorOrigins;
  if (ancestors) return !Array.from(ancestors).every(trusted);
  try {
    for (let at = win; at.parent !== at; at = at.parent) if (at.parent.location.origin !== own) return true;
    return false;
  } catch {
    // Reading another origin's location throws: that ancestor is foreign, and its origin unknown.
    return true;
  }
}
