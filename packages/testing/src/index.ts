// @toolmark/testing: a test kit for tool authors (spec §22).
export { createFakeAgent, type AgentTool, type BadInputCall, type FakeAgent, type FakeAgentOptions, type RetriedCall } from './fake-agent.js';
export type { TranscriptEntry } from './agent-result.js';
export { breakInput, exampleInput, type BadInput, type BadInputKind } from './bad-input.js';
export { answerConfirmCards, type CardScript, type SeenCard } from './answer-cards.js';
export { createScriptedConfirm, installScriptedConfirm, type ScriptedAnswer, type ScriptedConfirm, type SeenConfirmation } from './scripted-confirm.js';
export { findLeak, secretForms, MIN_SECRET_LENGTH } from './find-leak.js';
export { readDomText } from './dom-text.js';
export { watchChannels, type ChannelPayload, type ChannelWatch, type LeakChannel, type PostMessageTarget, type WatchChannelsOptions, type WatchedModelContext } from './watch-channels.js';
export { expectNoLeak, findLeaks, type FoundLeak } from './expect-no-leak.js';
export { recordCalls, type CallRecorder, type CallRecording, type RecordedCall, type RecordedResult } from './record-calls.js';
export { replayCalls, type ReplayDifference, type ReplayOptions } from './replay-calls.js';
