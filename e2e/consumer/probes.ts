// Type probes, copied into each consumer app as src/toolmark-probes.ts and compiled there by tsc under
// both module resolutions (nothing imports this file at run time). The positive lines only compile when
// the packages' types are inferred; each `@ts-expect-error` marks a use the types must refuse, so if a
// package's types degrade to `any` (a .d.ts that does not resolve, an export that is lost), the directive
// is unused and tsc fails with "Unused '@ts-expect-error' directive".
import { createToolmark, defineTool, ok, type CallInputOf, type ManifestEntry, type RunInputOf, type Toolmark, type ToolResult } from '@toolmark/core'
import { fromJsonSchema } from '@toolmark/core/json-schema'
import { formats } from '@toolmark/core/json-schema/formats'
import { toMcpTool } from '@toolmark/core/providers'
import { toJsonSchema } from '@toolmark/core/to-json-schema'
import { defineFormTool, type FormToolSet } from '@toolmark/forms'
import { confirmWith, type ConfirmCardElement } from '@toolmark/ui'
import { findModelContext, publish, type ModelContextLike, type Publication } from '@toolmark/webmcp'
import { registerWizard, type WizardHandle } from '@toolmark/wizard'
import type { ToolmarkGlobal } from 'toolmark'
import * as v from 'valibot'

/** True when A and B are the same type (not merely assignable to each other). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

const orderInput = v.object({ qty: v.number(), note: v.optional(v.string(), '') })

// What `run` receives is the schema's output (the default filled in); what callers send is its input.
export const inferred: [
  Equal<RunInputOf<typeof orderInput>, { qty: number; note: string }>,
  Equal<CallInputOf<typeof orderInput>, { qty: number; note?: string | undefined }>,
] = [true, true]

export const tm: Toolmark = createToolmark({ toJsonSchema, compileJsonSchema: (schema) => fromJsonSchema(schema, { formats }) })

export const order = tm.register(
  defineTool({
    name: 'probe.order',
    description: 'Orders a quantity',
    input: orderInput,
    run: (input) => {
      const total: number = input.qty * 2
      const note: string = input.note.trim()
      // @ts-expect-error 'qtty' is not a field of the input
      void input.qtty
      return ok({ total, note })
    },
  }),
)

// The destructured form, as the README writes it.
export const destructured = defineTool({
  name: 'probe.destructured',
  description: 'Reads its input by destructuring',
  input: v.object({ sku: v.string(), qty: v.number() }),
  // @ts-expect-error 'quantity' is not a field of the input
  run: ({ sku, quantity }) => ok({ sku, quantity }),
})

export async function callOrder(): Promise<number | undefined> {
  // The handle's `call` takes the schema's input and returns the tool's output type.
  const result: ToolResult<{ total: number; note: string }> = await order.call({ qty: 2 })
  // @ts-expect-error qty is a number, not a string
  await order.call({ qty: 'two' })
  // @ts-expect-error the output has no 'sum'
  void result.structuredContent?.sum
  return result.structuredContent?.total
}

export function manifestNames(): string[] {
  const entries: ManifestEntry[] = tm.manifest()
  // @ts-expect-error manifest() takes no argument
  tm.manifest('probe')
  // @ts-expect-error a tool's name is a string
  tm.entry(42)
  // @ts-expect-error a manifest entry has no 'nmae'
  void entries[0]?.nmae
  const mcp = toMcpTool(entries[0]!)
  // @ts-expect-error toMcpTool takes a manifest entry, not a name
  toMcpTool('probe.order')
  return [...entries.map((entry) => entry.name), mcp.name]
}

export function publishing(): Publication {
  // @ts-expect-error the model context is an object with registerTool, not a string
  publish(tm, { modelContext: 'document.modelContext' })
  const context: ModelContextLike | undefined = findModelContext()
  return publish(tm, context ? { modelContext: context } : {})
}

export function cards(): () => void {
  // @ts-expect-error confirmWith takes a registry, not its name
  confirmWith('tm')
  // The package declares its elements in HTMLElementTagNameMap.
  const card: ConfirmCardElement = document.createElement('tm-confirm-card')
  card.remove()
  return confirmWith(tm, { timeoutMs: 60_000 })
}

export function forms(form: HTMLFormElement, set: FormToolSet): number {
  // @ts-expect-error defineFormTool takes the form element, not a selector
  defineFormTool('#newsletter')
  tm.register(defineFormTool(form, { name: 'probe.form', description: 'A form' }))
  // @ts-expect-error every handle Toolmark returns ends with dispose()
  void set.stop
  return set.tools.size
}

export function wizard(): WizardHandle {
  // @ts-expect-error a wizard needs its steps
  registerWizard(tm, { name: 'probe_wizard', description: 'A wizard' })
  return registerWizard(tm, { name: 'checkout', description: 'Checks out', steps: [{ id: 'address', description: 'The address' }] })
}

export function scriptTag(tag: ToolmarkGlobal): Toolmark {
  // @ts-expect-error the registry of the script tag is `tm`
  void tag.registry
  return tag.tm
}

// window.Toolmark is set once the tag's chunk has run (spec §18.4): page code waits for `toolmark:load`.
export async function scriptTagLoaded(): Promise<ToolmarkGlobal> {
  const page = window as unknown as { Toolmark?: ToolmarkGlobal }
  return page.Toolmark ?? (await new Promise<ToolmarkGlobal>((resolve) => document.addEventListener('toolmark:load', (event) => resolve((event as CustomEvent<ToolmarkGlobal>).detail), { once: true })))
}

// The other packages' functions are parts of the script tag, imported on need: `await Toolmark.load(name)`.
export async function scriptTagParts(tag: ToolmarkGlobal): Promise<number> {
  const { scanForms } = await tag.load('forms')
  const { confirmWith: cards } = await tag.load('ui')
  cards(tag.tm)
  // @ts-expect-error scanForms is not a member of window.Toolmark any more: `load('forms')`
  void tag.scanForms
  // @ts-expect-error the parts are forms, wizard, webmcp and ui
  void tag.load('spotlight')
  return scanForms(tag.tm, document).tools.size
}

// `document.modelContext` is typed for a user of @toolmark/webmcp: no cast, no declaration of their own.
export async function agentSees(): Promise<string[]> {
  const tools = await document.modelContext?.getTools?.()
  const names: string[] = (tools ?? []).map((tool) => tool.name)
  // @ts-expect-error a tool record has no 'nmae'
  void tools?.[0]?.nmae
  return names
}
