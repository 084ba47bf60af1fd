export { createToolmark, type Toolmark } from './registry/create-toolmark.js';
export type { Registrar, RegisterOptions, ToolHandle } from './registry/registrar.js';
export type { ManifestEntry, ManifestHints, ToolInfo } from './registry/manifest.js';
export type { CallEvent, ToolmarkEvent, ToolmarkListener } from './registry/events.js';
export type { CompileJsonSchema, ToJsonSchema } from './registry/tool-record.js';
export { defineTool, type CallInputOf, type RunInputOf, type ToolDefinitionInit } from './define-tool.js';
export { ok, fail, text, image, isToolResult } from './result.js';
export type { ContentBlock, ImageContent, ResourceContent, ResultIssue, TextContent, ToolResult } from './result.js';
export type {
  Anchor,
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
  CallOptions,
  ConfirmHandler,
  ConfirmRequest,
  PermissionContext,
  PermissionDecision,
  ToolmarkOptions,
} from './options.js';
export { ToolmarkError, isToolmarkError, type ToolmarkErrorCode } from './errors.js';
export { REDACTED, redactPaths, collectSecrets, scrubSecrets } from './redact.js';
export { parsePath, formatPath, type PathSegment } from './paths.js';
export { formatIssues } from './format-issues.js';
export { DEFAULT_LIMITS, type InputLimits } from './pipeline/snapshot-input.js';
export { MAX_NAME_LENGTH, isValidToolName } from './names.js';
export { compact, type Compact } from './compact.js';
export { isRecord } from './is-record.js';
export { setOwn } from './set-own.js';
