// @toolmark/react: tools that live with components, and hooks that read the registry (spec §20).
export { ToolmarkProvider, useToolmark, type ToolmarkProviderProps } from './toolmark-context.js';
export { useTool, type UseToolResult } from './use-tool.js';
export { useToolSet } from './use-tool-set.js';
export { useTools } from './use-tools.js';
export { useToolState } from './use-tool-state.js';
export { useCallsInFlight, type CallInFlight } from './use-calls-in-flight.js';
