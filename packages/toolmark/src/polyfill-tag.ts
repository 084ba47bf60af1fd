// Entry of `toolmark.polyfill.js` / `toolmark.polyfill.min.js` (spec §18.10): the WebMCP polyfill as
// an add-on to the script tag, for the pages that want `document.modelContext` in browsers without
// native WebMCP (in-page agents code against one API everywhere). Where the browser has it, it does
// nothing.
import { findModelContext, installModelContextPolyfill } from '@toolmark/webmcp';
import { startAddOn } from './brand.js';

if (!findModelContext()) {
  const modelContext = installModelContextPolyfill();
  // Before the script tag (the usual order), that is all: the script tag finds a model context and
  // publishes to it (spec §18.2). After it, the script tag found none and published nothing.
  startAddOn((globalThis as { Toolmark?: unknown }).Toolmark, 'publish', (toolmark) => {
    const { tm } = toolmark;
    return toolmark.publish(tm, { modelContext, filter: toolmark.onlyCurrentSteps(tm) }).dispose;
  });
}
