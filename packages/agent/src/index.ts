// @toolmark/agent: an agent loop over the provider formats (spec §21).
export { runAgent, toolResultText, AGENT_SYSTEM_PROMPT, DEFAULT_MAX_TURNS, DEFAULT_REQUEST_TIMEOUT_MS, type RunAgentOptions } from './run-agent.js';
export type { AgentEvent, AgentOutcome, AgentPhase, AgentState } from './agent-state.js';
export { endpointUrl, type AgentMessage, type ModelEndpoint, type WireFormatName } from './wire-format.js';
export { redactInput } from './redact-input.js';
