/**
 * Whether this is a development build. Vite replaces `import.meta.env.DEV` when the package is built:
 * `dist/development/` keeps warnings and development checks, `dist/` drops them (spec D2).
 */
export const DEV: boolean = import.meta.env.DEV;

/**
 * Prints a development-only warning with a stable code (`TM101` …, listed in spec §10). Production
 * builds strip the call.
 *
 * @param code The warning's stable code.
 * @param message What is wrong and how to fix it.
 */
export function warn(code: string, message: string): void {
  if (DEV) console.warn(`[toolmark ${code}] ${message}`);
}
