export { createToolmark, type Toolmark } from './registry/create-toolmark.js';
export type { Registrar, RegisterOptions, ToolHandle } from './registry/registrar.js';
export type { ManifestEntry, ManifestHints, ToolInfo } from './registry/manifest.js';
export type { CallEvent, ToolmarkEvent, ToolmarkListener } from './registry/events.js';
export type { CompileJsonSchema, ToJsonSchema } from './registry/tool-record.js';
export { defineTool, type CallInputOf, type RunInputOf, type ToolDefinitionInit } from './define-tool.js';
export { ok, fail, text, image } from './result.js';
export type { CallHandle, CallListener, CallPhase } from './pipeline/call-handle.js';
export { CALL_STATUS, DEFAULT_DEADLINE_MS } from './pipeline/pending-reply.js';
export type { ContentBlock, ImageContent, ResourceContent, ResultIssue, TextContent, ToolChanges, ToolResult } from './result.js';
export type {
  Anchor,
  AskOptions,
  AskOutcome,
  Caller,
  JsonSchema,
  MaybePromise,
  ProgressUpdate,
  ToolContext,
  ToolDefinition,
  ToolHints,
  ToolOrigin,
  WizardPlacement,
} from './types.js';
export type {
  AskHandler,
  AskRequest,
  CallOptions,
  ConfirmAnswer,
  ConfirmHandler,
  ConfirmRequest,
  InputPath,
  InputShape,
  PermissionContext,
  PermissionDecision,
  ToolmarkOptions,
} from './options.js';
export { ToolmarkError, type ToolmarkErrorCode } from './errors.js';
export { REDACTED, redactPaths } from './redact.js';
export type { InputLimits } from './pipeline/snapshot-input.js';
// The small checks the other Toolmark packages share with core (`isRecord`, `compact`, `setOwn`,
// `isValidToolName`, `isToolResult`, the secret scrubbing) are in `@toolmark/core/internal`.
