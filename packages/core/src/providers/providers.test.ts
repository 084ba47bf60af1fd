import { describe, expect, test } from 'vitest';
import type { ManifestEntry } from '../registry/manifest.js';
import { toMcpTool, toWebMcpTool } from './index.js';

const entry: ManifestEntry = {
  name: 'shop.cart.empty',
  title: 'Empty the cart',
  description: 'Removes everything from the cart',
  inputSchema: { type: 'object', properties: {} },
  outputSchema: { type: 'object', properties: { items: { type: 'array' } } },
  hints: { destructive: true, idempotent: true },
};

describe('spec §12.1 WebMCP tool dictionary', () => {
  test('maps the hints to WebMCP annotations', () => {
    expect(toWebMcpTool(entry)).toEqual({
      name: 'shop.cart.empty',
      title: 'Empty the cart',
      description: 'Removes everything from the cart',
      inputSchema: { type: 'object', properties: {} },
      annotations: { readOnlyHint: false, untrustedContentHint: false, consequentialHint: true, debugging: false },
    });
  });

  test('always-confirmed tools are consequential; read-only and untrusted content carry over', () => {
    const tool = toWebMcpTool({ ...entry, hints: { readOnly: true, untrustedContent: true, confirm: 'always' } });
    expect(tool.annotations).toEqual({ readOnlyHint: true, untrustedContentHint: true, consequentialHint: true, debugging: false });
    expect(toWebMcpTool({ ...entry, hints: {} }).annotations.consequentialHint).toBe(false);
  });

  test('a consequential tool is consequential without being destructive (a payment, a booking), whatever it confirms', () => {
    for (const confirm of [undefined, 'auto', 'never'] as const) {
      const pay = toWebMcpTool({ ...entry, name: 'checkout.pay', hints: { consequential: true, ...(confirm && { confirm }) } });
      expect(pay.annotations).toEqual({ readOnlyHint: false, untrustedContentHint: false, consequentialHint: true, debugging: false });
    }
    expect(toWebMcpTool({ ...entry, hints: { consequential: false } }).annotations.consequentialHint).toBe(false);
  });

  test('debugging becomes WebMCP debugging, given as false too', () => {
    expect(toWebMcpTool({ ...entry, hints: { debugging: true, readOnly: true } }).annotations).toEqual({
      readOnlyHint: true,
      untrustedContentHint: false,
      consequentialHint: false,
      debugging: true,
    });
  });
});

describe('spec §12 pure functions of the entry', () => {
  test("carry only their own fields: a manifest document's x- keys, the mode and the wizard stay out", () => {
    const documented = { ...entry, 'x-internal': 'secret plan', mode: 'stepwise', wizard: { name: 'w', steps: ['a'], step: 'a' } } as ManifestEntry;
    expect(toWebMcpTool(documented)).toEqual(toWebMcpTool(entry));
    expect(toMcpTool(documented)).toEqual(toMcpTool(entry));
  });
});

describe('spec §12.2 MCP tools/list entry', () => {
  test('gives every annotation explicitly and carries the output schema', () => {
    expect(toMcpTool(entry)).toEqual({
      name: 'shop.cart.empty',
      title: 'Empty the cart',
      description: 'Removes everything from the cart',
      inputSchema: { type: 'object', properties: {} },
      outputSchema: { type: 'object', properties: { items: { type: 'array' } } },
      annotations: {
        title: 'Empty the cart',
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: true,
        openWorldHint: false,
      },
    });
  });

  test('leaves out what the entry does not have', () => {
    const { title: _, outputSchema: __, ...bare } = entry;
    expect(toMcpTool({ ...bare, hints: { readOnly: true, openWorld: true } })).toEqual({
      name: 'shop.cart.empty',
      description: 'Removes everything from the cart',
      inputSchema: { type: 'object', properties: {} },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    });
  });

  test('MCP has no annotation for consequential or debugging tools: a payment is not destructive in its sense', () => {
    const { annotations } = toMcpTool({ ...entry, hints: { consequential: true, debugging: true } });
    expect(annotations).toEqual({ title: 'Empty the cart', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false });
  });
});
