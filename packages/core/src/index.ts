export { createToolmark, type Toolmark } from './registry/create-toolmark';
export type { Registrar, RegisterOptions, ToolHandle } from './registry/registrar';
export type { ManifestEntry, ManifestHints, ToolInfo } from './registry/manifest';
export type { CallEvent, ToolmarkEvent, ToolmarkListener } from './registry/events';
export type { CompileJsonSchema, ToJsonSchema } from './registry/tool-record';
export { defineTool, type CallInputOf, type RunInputOf, type ToolDefinitionInit } from './define-tool';
export { ok, fail, text, image, isToolResult } from './result';
export type { ContentBlock, ImageContent, ResourceContent, ResultIssue, TextContent, ToolResult } from './result';
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
} from './types';
export type {
  CallOptions,
  ConfirmHandler,
  ConfirmRequest,
  PermissionContext,
  PermissionDecision,
  ToolmarkOptions,
} from './options';
export { ToolmarkError, isToolmarkError, type ToolmarkErrorCode } from './errors';
export { REDACTED, redactPaths, collectSecrets, scrubSecrets } from './redact';
export { parsePath, formatPath, type PathSegment } from './paths';
export { formatIssues } from './format-issues';
export { DEFAULT_LIMITS, type InputLimits } from './pipeline/check-limits';
export { MAX_NAME_LENGTH, isValidToolName } from './names';
export { compact, type Compact } from './compact';
export { isRecord } from './is-record';
