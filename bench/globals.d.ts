import type { createToolmark, ok } from '@toolmark/core';

declare global {
  interface Window {
    /** What the in-browser benchmarks' page script exposes (bench/form-page.ts). */
    toolmarkBench: {
      createToolmark: typeof createToolmark;
      ok: typeof ok;
      scanForms: (registrar: ReturnType<typeof createToolmark>, root?: ParentNode) => { dispose(): void; refresh(): void; readonly tools: ReadonlyMap<HTMLFormElement, unknown> };
    };
  }
}
