// The console shows inputs as the agent package redacts them (spec §21.4): one redaction, not two.
export { redactInput } from '@toolmark/agent';
