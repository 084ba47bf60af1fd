// The WebMCP polyfill (spec §16.3), in polyfill/.
export { installModelContextPolyfill, type InstallModelContextPolyfillOptions } from './polyfill/install.js';
export { createModelContextPolyfill, isModelContextPolyfill, type ModelContextPolyfill } from './polyfill/model-context-polyfill.js';
export { ToolActivatedEvent, ToolCancelEvent, type ToolEventInit } from './polyfill/tool-events.js';
