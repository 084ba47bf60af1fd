// @toolmark/vue: composables that register a component's tools and read the registry as reactive state (spec §20).
export { provideToolmark, toolmarkKey, useToolmark } from './toolmark-key.js';
export { useTool, type UseToolResult } from './use-tool.js';
export { useTools } from './use-tools.js';
export { useCallsInFlight, type CallInFlight } from './use-calls-in-flight.js';
