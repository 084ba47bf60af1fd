import type { Problem, RunState } from './types';

/**
 * Writes a path in dotted form with `[n]` for indexes, such as `items[2].qty`.
 *
 * @param path The keys and indexes from the root.
 * @returns The dotted path.
 */
export function formatPath(path: readonly (string | number)[]): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : text ? `.${key}` : key;
  return text;
}

/**
 * Writes the subject of a message: the quoted path, or `Input` for the root.
 *
 * @param path The keys and indexes from the root.
 * @returns The subject.
 */
export function formatSubject(path: readonly (string | number)[]): string {
  return path.length ? `'${formatPath(path)}'` : 'Input';
}

/**
 * Writes a JSON value for a message: strings as they are, anything else as JSON.
 *
 * @param value The value.
 * @returns Its text.
 */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Creates a problem reporter for a fixed message written after the subject.
 *
 * @param predicate The end of the message, such as `must be at most 9`.
 * @returns A function that records the problem on the run state.
 */
/* @__NO_SIDE_EFFECTS__ */
export function reporter(predicate: string): (state: RunState) => void {
  const describe = (subject: string): string => `${subject} ${predicate}`;
  return (state) => {
    state.problems.push({ path: [], describe });
  };
}

/**
 * Records a problem about a child property, naming it with `describe`.
 *
 * @param state The run state.
 * @param key The property key or index, appended to the path.
 * @param describe Writes the message from the child's subject.
 */
export function reportChild(state: RunState, key: string | number, describe: Problem['describe']): void {
  state.problems.push({ path: [key], describe });
}

/**
 * Appends a key to the paths of the problems recorded since `from` (paths grow innermost first).
 *
 * @param state The run state.
 * @param from The number of problems before the child check ran.
 * @param key The property key or array index of the child.
 */
export function prefixProblems(state: RunState, from: number, key: string | number): void {
  for (let i = from; i < state.problems.length; i++) state.problems[i]!.path.push(key);
}

/**
 * Lists alternatives for a message: `a`, `a or b`, `a, b or c`.
 *
 * @param items The alternatives.
 * @returns The list in words.
 */
export function listInWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : (items[0] ?? '');
}
