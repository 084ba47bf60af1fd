import { ToolmarkError, toolError } from '../errors.js';
import { assertName } from '../names.js';
import { parsePath } from '../paths.js';
import type { ToolDefinition } from '../types.js';

const CONFIRM_MODES = new Set(['always', 'never', 'auto']);
const ORIGINS = new Set(['code', 'form', 'native-form', 'wizard']);
const OPTIONAL_FUNCTIONS = ['summary', 'actionLabel', 'state', 'sensitivePaths'] as const;

function invalid(name: string, message: string): ToolmarkError {
  return toolError('invalid_definition', name, message);
}

function isStandardSchema(value: unknown): boolean {
  const props = (value as { '~standard'?: { version?: unknown; validate?: unknown } } | null)?.['~standard'];
  return props?.version === 1 && typeof props.validate === 'function';
}

/**
 * Checks a definition before it is registered (spec §2.4). Production checks what keeps the
 * registry sound — an object with a valid name, a description and a `run`, and Standard Schemas
 * where schemas are given; development builds also check the shape of every optional field and
 * that each sensitive path parses.
 *
 * @param def What was passed to `register`.
 * @throws ToolmarkError `invalid_name`, `invalid_definition` or `invalid_schema`.
 */
export function checkDefinition(def: ToolDefinition): void {
  // Development only: in production, reading the name of what is not an object fails registration anyway.
  if (import.meta.env.DEV && (typeof def !== 'object' || def === null)) {
    throw new ToolmarkError('invalid_definition', 'A tool definition must be an object');
  }
  assertName(def.name);
  const { name } = def;
  if (typeof def.description !== 'string' || !def.description.trim()) {
    throw invalid(name, import.meta.env.DEV ? 'needs a description that tells the model what it does and when to use it' : 'no description');
  }
  if (typeof def.run !== 'function') throw invalid(name, import.meta.env.DEV ? '`run` must be a function' : 'no run');
  for (const key of ['input', 'output'] as const) {
    if (def[key] !== undefined && !isStandardSchema(def[key])) {
      throw toolError('invalid_schema', name, import.meta.env.DEV ? `\`${key}\` is not a Standard Schema v1` : `bad ${key}`);
    }
  }
  if (import.meta.env.DEV) checkOptionalFields(def);
}

// Development only: a page's tested code does not change shape in production.
function checkOptionalFields(def: ToolDefinition): void {
  const { name } = def;
  for (const key of OPTIONAL_FUNCTIONS) {
    if (def[key] !== undefined && typeof def[key] !== 'function') throw invalid(name, `\`${key}\` must be a function`);
  }
  for (const key of ['jsonSchema', 'outputJsonSchema'] as const) {
    const schema = def[key];
    if (schema !== undefined && (typeof schema !== 'object' || schema === null || Array.isArray(schema))) {
      throw toolError('invalid_schema', name, `\`${key}\` must be a JSON Schema object`);
    }
  }
  const { confirm, ...flags } = def.hints ?? {};
  if (confirm !== undefined && !CONFIRM_MODES.has(confirm)) {
    throw invalid(name, "`hints.confirm` must be 'always', 'never' or 'auto'");
  }
  // The manifest carries these as they are; its schema says booleans (`concurrencySafe` may be a function).
  for (const key of ['readOnly', 'destructive', 'consequential', 'idempotent', 'openWorld', 'untrustedContent', 'debugging'] as const) {
    if (flags[key] !== undefined && typeof flags[key] !== 'boolean') throw invalid(name, `\`hints.${key}\` must be a boolean`);
  }
  if (def.origin !== undefined && !ORIGINS.has(def.origin)) throw invalid(name, `unknown origin '${def.origin}'`);
  if (def.lane !== undefined && (typeof def.lane !== 'string' || def.lane === '')) {
    throw invalid(name, '`lane` must be a non-empty string');
  }
  if (def.mode !== undefined && def.mode !== 'stepwise') throw invalid(name, "`mode` must be 'stepwise' when given");
  const wizard = def.wizard;
  if (
    wizard !== undefined &&
    (typeof wizard?.name !== 'string' ||
      !Array.isArray(wizard.steps) ||
      !wizard.steps.every((step) => typeof step === 'string') ||
      (wizard.step !== undefined && !wizard.steps.includes(wizard.step)))
  ) {
    throw invalid(name, '`wizard` must be { name, steps: string[], step? } with `step` one of `steps`');
  }
  for (const [id, anchor] of Object.entries(def.anchors ?? {})) {
    if (typeof anchor !== 'string' && typeof anchor !== 'function') {
      throw invalid(name, `anchor '${id}' must be a CSS selector or a function`);
    }
  }
  const paths: unknown = def.sensitivePaths?.();
  if (paths !== undefined) {
    if (!Array.isArray(paths)) throw invalid(name, '`sensitivePaths()` must return an array of paths');
    for (const path of paths) {
      if (typeof path !== 'string') throw invalid(name, '`sensitivePaths()` must return strings');
      parsePath(path);
    }
  }
}
