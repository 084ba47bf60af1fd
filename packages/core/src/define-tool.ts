import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ToolDefinition } from './types.js';

/** What `run` receives for an input schema `S`: its output type; a plain object without a schema. */
export type RunInputOf<S> = S extends StandardSchemaV1<any, infer Output> ? Output : Record<string, unknown>;

/** What callers send for an input schema `S`: its input type; a plain object without a schema. */
export type CallInputOf<S> = S extends StandardSchemaV1<infer Input, any> ? Input : Record<string, unknown>;

/** The definition `defineTool` accepts: a `ToolDefinition` whose `input` is the schema `S` itself. */
export type ToolDefinitionInit<S extends StandardSchemaV1 | undefined, O> = Omit<
  ToolDefinition<RunInputOf<S>, O, CallInputOf<S>>,
  'input'
> & { readonly input?: S };

/**
 * Creates a tool definition with its types inferred: `run`'s input from the `input` schema, the
 * result's `structuredContent` from `output` or from what `run` returns (spec §1). It only returns
 * the definition; register it with `tm.register`.
 *
 * @param definition The tool.
 * @returns The same definition, typed.
 *
 * @example
 * ```ts
 * import { createToolmark, defineTool, fail, ok } from '@toolmark/core';
 * import { toJsonSchema } from '@toolmark/core/to-json-schema';
 * import * as v from 'valibot';
 *
 * export const addToCart = defineTool({
 *   name: 'cart.add',
 *   description: 'Adds a product to the cart. SKUs look like TM-MUG.',
 *   input: v.object({ sku: v.pipe(v.string(), v.regex(/^TM-[A-Z]+$/)) }),
 *   run: ({ sku }) => (sku === 'TM-GONE' ? fail('out_of_stock', `${sku} is out of stock`) : ok({ sku })),
 * });
 * const handle = createToolmark({ toJsonSchema }).register(addToCart);
 * console.log((await handle.call({ sku: 'TM-GONE' })).code); // 'out_of_stock'
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineTool<S extends StandardSchemaV1 | undefined = undefined, O = unknown>(
  definition: ToolDefinitionInit<S, O>,
): ToolDefinition<RunInputOf<S>, O, CallInputOf<S>> {
  return definition as ToolDefinition<RunInputOf<S>, O, CallInputOf<S>>;
}
