// The WebMCP polyfill, imported by the polyfill add-on only where the browser has no model context.
export { installModelContextPolyfill } from '@toolmark/webmcp';
