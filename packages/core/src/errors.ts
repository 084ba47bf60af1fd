/**
 * The stable error codes of Toolmark (spec §9). Codes never change meaning; new ones may be added.
 */
export type ToolmarkErrorCode =
  // Call results (spec §3).
  | 'unknown_tool'
  | 'invalid_input'
  | 'permission_denied'
  | 'declined'
  | 'aborted'
  | 'timeout'
  | 'run_failed'
  | 'invalid_output'
  // Registration (spec §2).
  | 'invalid_name'
  | 'duplicate_name'
  | 'invalid_definition'
  | 'invalid_schema'
  | 'json_schema_unsupported'
  // Reading a tool's state (spec §5).
  | 'state_failed'
  // JSON Schema bridge.
  | 'schema_conversion_failed';

/**
 * An error with a stable `code`, thrown only where the spec says Toolmark throws (registration in
 * development, schema conversion); everywhere else errors travel as values.
 */
export class ToolmarkError extends Error {
  override readonly name = 'ToolmarkError';
  /** The stable code (spec §9). */
  readonly code: ToolmarkErrorCode;
  /** Extra facts for a developer, such as a JSON pointer or the offending name. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  /**
   * Creates a Toolmark error.
   *
   * @param code The stable error code.
   * @param message A message that reads well for a developer or a model.
   * @param details Optional structured facts.
   */
  constructor(code: ToolmarkErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/**
 * Tells whether a value is a `ToolmarkError`, also across bundle copies (checks the shape, not the class).
 *
 * @param value Any value.
 * @returns Whether the value is a Toolmark error.
 */
export function isToolmarkError(value: unknown): value is ToolmarkError {
  return value instanceof Error && value.name === 'ToolmarkError' && typeof (value as ToolmarkError).code === 'string';
}
