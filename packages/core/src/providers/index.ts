export { toWebMcpTool, type WebMcpToolDescription } from './webmcp.js';
export { toMcpTool, type McpTool } from './mcp.js';
export { toOpenAiTool, decodeOpenAiToolCall, type OpenAiTool, type OpenAiToolCall } from './openai.js';
export { toAnthropicTool, decodeAnthropicToolUse, type AnthropicTool, type AnthropicToolUse } from './anthropic.js';
export { toWebMcpSafeSchema } from './webmcp-safe-schema.js';
export type { DecodedToolCall, ToolCallError } from './find-entry.js';
