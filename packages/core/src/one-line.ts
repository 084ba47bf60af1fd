// Text a person or a page gives, where it must stay one line (issue #36): a deny's reason
// that reaches the agent, the name the page's own agent goes by, a tool's text in llms.txt. Nothing
// in it can start a line of its own, and its length is bounded.

/**
 * Makes text one short line: control characters, line and paragraph separators and runs of white
 * space become one space, the ends are trimmed, and a line longer than `limit` code points is cut
 * (never inside a surrogate pair), ending with `ellipsis` when given (counted in the limit).
 *
 * @param text The text.
 * @param limit The most code points kept.
 * @param ellipsis What ends a line that was cut; default none.
 * @returns The line, or `undefined` when nothing is left.
 */
export function oneLine(text: string, limit: number, ellipsis = ''): string | undefined {
  // eslint-disable-next-line no-control-regex
  const points = [...text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim()];
  if (points.length === 0) return undefined;
  if (points.length <= limit) return points.join('');
  return `${points.slice(0, limit - [...ellipsis].length).join('').trimEnd()}${ellipsis}`;
}
