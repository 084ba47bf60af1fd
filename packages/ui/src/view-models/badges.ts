import type { ManifestHints } from '@toolmark/core';

/** A hint a person should see on a card or in a list (spec §17.2). */
export type BadgeKind = 'destructive' | 'consequential' | 'readOnly' | 'openWorld';

// The stakes first (issue #36): what cannot be undone, then what acts in the world for the person (a
// payment, a booking), then what reaches outside the site, then what only reads.
const ORDER: readonly BadgeKind[] = ['destructive', 'consequential', 'openWorld', 'readOnly'];

/**
 * Derives the badges of a tool from its hints, the most consequential first.
 *
 * @param hints The tool's manifest hints.
 * @returns The badges, in display order.
 */
export function toBadges(hints: ManifestHints): BadgeKind[] {
  return ORDER.filter((kind) => hints[kind] === true);
}

/**
 * Checks whether "Allow for this session" may be offered for a tool: never for a destructive or a
 * consequential tool (a payment, a booking: each one is the person's to approve), nor for one whose
 * author asked for a confirmation on every call.
 *
 * @param hints The tool's manifest hints.
 * @returns Whether a person may approve the tool once for the session.
 */
export function canAllowForSession(hints: ManifestHints): boolean {
  return hints.destructive !== true && hints.consequential !== true && hints.confirm !== 'always';
}
