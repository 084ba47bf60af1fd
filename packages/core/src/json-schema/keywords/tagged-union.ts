import { resolveRef, type SchemaObject } from '../compile-context.js';
import { isRecord } from '../../is-record.js';

/** A tag value: what `const` can name that a `Map` tells apart exactly as JSON equality does. */
type Tag = string | number | boolean | null;

const isTag = (value: unknown): value is Tag => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Reads the tag a branch requires at `key`: the branch describes an object (`type: 'object'`),
 * requires `key`, and allows one value there (`const`, or an `enum` of one).
 *
 * @param branch The branch, its `$ref`s resolved.
 * @param key The property.
 * @returns The tag, or `undefined` when the branch does not pin one.
 */
function tagOf(branch: unknown, key: string): Tag | undefined {
  if (!isRecord(branch) || branch['type'] !== 'object' || !Array.isArray(branch['required']) || !branch['required'].includes(key)) return undefined;
  const property = isRecord(branch['properties']) && Object.hasOwn(branch['properties'], key) ? branch['properties'][key] : undefined;
  if (!isRecord(property)) return undefined;
  const allowed = Object.hasOwn(property, 'const') ? [property['const']] : property['enum'];
  return Array.isArray(allowed) && allowed.length === 1 && isTag(allowed[0]) ? allowed[0] : undefined;
}

/**
 * Finds how the branches of an `anyOf` or `oneOf` are told apart, when they are a tagged union: each
 * describes an object that requires one same property with a value of its own (`kind: 'card'`,
 * `kind: 'bank'` …). Then a value can only match the branch its tag names, so the check runs that
 * one branch instead of trying each, and reports that branch's problems. Branches given as `$ref`
 * are resolved (they were compiled, so they resolve).
 *
 * @param branches The branch schemas.
 * @param pointer The JSON pointer of the schema that holds them.
 * @param root The document, where `$ref`s resolve.
 * @returns The tag's property and each branch's tag, in branch order, or `undefined`.
 */
export function findTaggedUnion(branches: readonly unknown[], pointer: string, root: unknown): { readonly key: string; readonly tags: readonly Tag[] } | undefined {
  const resolved = branches.map((branch) => {
    // A branch that is only a reference (to a reference …) stands for its target.
    for (let hops = 0; isRecord(branch) && Object.keys(branch).length === 1 && Object.hasOwn(branch, '$ref') && hops < 8; hops++) {
      branch = resolveRef(branch['$ref'], pointer, root).target;
    }
    return branch;
  });
  const first = resolved[0];
  const candidates = isRecord(first) && isRecord(first['properties']) ? Object.keys(first['properties'] as SchemaObject) : [];
  for (const key of candidates) {
    const tags = resolved.map((branch) => tagOf(branch, key));
    if (tags.every((tag) => tag !== undefined) && new Set(tags).size === tags.length) return { key, tags: tags as Tag[] };
  }
  return undefined;
}
