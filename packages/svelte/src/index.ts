// @toolmark/svelte: tools that live with Svelte 5 components, and the registry as stores.
export { setToolmark, getToolmark } from './toolmark-context.js';
export { useTool, type UseToolResult } from './use-tool.js';
export { toolsStore } from './tools-store.js';
export { toolStateStore } from './tool-state-store.js';
export { callsInFlightStore, type CallInFlight } from './calls-in-flight-store.js';
