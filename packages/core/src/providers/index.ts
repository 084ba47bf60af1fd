export { toWebMcpTool, type WebMcpToolDescription } from './webmcp';
export { toMcpTool, type McpTool } from './mcp';
export { toOpenAiTool, decodeOpenAiToolCall, type OpenAiTool, type OpenAiToolCall } from './openai';
export { toAnthropicTool, decodeAnthropicToolUse, type AnthropicTool, type AnthropicToolUse } from './anthropic';
export { toStrictSchema } from './strict-schema';
export { encodeToolName, decodeToolName, MAX_PROVIDER_NAME_LENGTH } from './tool-name';
export type { DecodedToolCall, ToolCallError } from './find-entry';
