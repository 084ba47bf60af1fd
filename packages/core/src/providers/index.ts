export { toWebMcpTool, type WebMcpToolDescription } from './webmcp';
export { toMcpTool, type McpTool } from './mcp';
