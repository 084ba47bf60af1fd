import type { Toolmark } from '@toolmark/core';

declare global {
  interface Window {
    /** The demo page's registry, exposed for tests and the browser console. */
    toolmark: Toolmark;
  }
}
