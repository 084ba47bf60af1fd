// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { findModelContext } from '../model-context.js';
import { isModelContextPolyfill } from './model-context-polyfill.js';
import { installModelContextPolyfill } from './install.js';

afterEach(() => {
  for (let proto = Object.getPrototypeOf(document); proto; proto = Object.getPrototypeOf(proto)) delete proto.modelContext;
  delete (document as { modelContext?: unknown }).modelContext;
  for (const name of ['ModelContext', 'ToolActivatedEvent', 'ToolCancelEvent']) delete (globalThis as Record<string, unknown>)[name];
});

describe('installModelContextPolyfill', () => {
  it('defines document.modelContext, the same object each time, one per document, and the globals', () => {
    expect(findModelContext()).toBeUndefined();
    const installed = installModelContextPolyfill();
    expect(isModelContextPolyfill(installed)).toBe(true);
    expect(document.modelContext).toBe(installed);
    expect(document.implementation.createHTMLDocument().modelContext).not.toBe(installed);
    const globals = globalThis as unknown as { ModelContext: new () => unknown; ToolActivatedEvent: unknown; ToolCancelEvent: unknown };
    expect(installed).toBeInstanceOf(globals.ModelContext);
    expect(() => new globals.ModelContext()).toThrow(TypeError);
    expect(typeof globals.ToolActivatedEvent).toBe('function');
    expect(installModelContextPolyfill()).toBe(installed);
  });

  it("leaves the browser's model context in place", () => {
    const native = Object.assign(new EventTarget(), { registerTool: () => undefined });
    Object.defineProperty(document, 'modelContext', { value: native, configurable: true });
    expect(installModelContextPolyfill()).toBe(native);
  });

  it('installs nothing where the page is not a secure context, as the browser offers none there', () => {
    const scope = Object.create(globalThis, { isSecureContext: { value: false } }) as typeof globalThis;
    expect(installModelContextPolyfill(scope)).toBeUndefined();
    expect(findModelContext()).toBeUndefined();
  });
});
