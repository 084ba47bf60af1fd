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
  // A call still under way at its caller's deadline, and asking about one (spec §3.11). `pending` is
  // not an error: the result has no `isError`.
  | 'pending'
  | 'unknown_call'
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
 * An error with a stable `code`, thrown only where the spec says Toolmark throws (§2.5: registration in
 * development, a registry without the converter or compiler its tools need in every build, schema
 * conversion); everywhere else errors travel as values.
 */
export class ToolmarkError extends Error {
  override readonly name = 'ToolmarkError';
  // Declared only: the constructor sets them, so no field definitions need to be emitted.
  /** The stable code (spec §9). */
  declare readonly code: ToolmarkErrorCode;
  /** Extra facts for a developer, such as a JSON pointer or the offending name. */
  declare readonly details: Readonly<Record<string, unknown>> | undefined;

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

/**
 * Creates the error that refuses a tool: `Tool '<name>': <message>`, with the name in `details`.
 *
 * @param code The stable error code.
 * @param name The tool's name.
 * @param message What is wrong.
 * @returns The error.
 */
export function toolError(code: ToolmarkErrorCode, name: string, message: string): ToolmarkError {
  return new ToolmarkError(code, `Tool '${name}': ${message}`, { name });
}

/**
 * Describes what was thrown, for a message: an error's message (or its name), a string as it is.
 *
 * @param error What was thrown.
 * @returns The description.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'unknown error';
}
