// @toolmark/agent/ai-sdk: a registry's tools for the Vercel AI SDK (spec §21.6–§21.8).
export { toAiSdkTools } from './to-ai-sdk-tools.js';
export { createAiSdkToolSet, type AiSdkToolSet } from './tool-set.js';
export { toAiSdkTool, type AiSdkTool, type AiSdkToolsOptions } from './registry-tool.js';
export { toAiSdkToolOutput, type AiSdkToolOutput } from './tool-output.js';
