import { oneLine } from '@toolmark/core/internal';
import type { ManifestDocument, ManifestDocumentTool } from './document.js';

/** Where the Vite plugin writes the manifest, relative to the site's root. */
export const MANIFEST_PATH = '/.well-known/toolmark.json';

const SECTION_HEADING = '## Tools';

function notesOf(tool: ManifestDocumentTool): string[] {
  const { hints } = tool;
  const notes: string[] = [];
  if (hints.readOnly) notes.push('read-only');
  if (hints.destructive) notes.push('destructive');
  if (hints.consequential) notes.push('consequential');
  if (hints.confirm === 'always' || ((hints.destructive || hints.consequential) && hints.confirm !== 'never')) notes.push('asks a person to confirm');
  if (hints.openWorld) notes.push('reaches outside the site');
  if (tool.wizard) notes.push(`step of the ${tool.wizard.name} wizard`);
  else if (tool.mode === 'stepwise') notes.push('wizard step');
  return notes;
}

// Folds text to one line (core's `oneLine`): every line break, NEL (U+0085, which `\s` leaves out) and
// control character included, so no tool text can start a line of its own (a forged entry, a heading).
const line = (text: string): string => oneLine(text, Infinity) ?? '';

// A title or description in an entry: one line, with the characters that open a link, a code span,
// HTML or a forged list of notes escaped (issue #17).
function entryText(text: string): string {
  return line(text).replace(/[\\`[\]<>]/g, '\\$&');
}

/**
 * Creates the `## Tools` section of an `llms.txt` file (spec §16.6): one line per tool with its name,
 * title, description and the hints that matter to an agent, and a link to the full manifest. Titles
 * and descriptions are folded to one line, with `\`, backticks, `[`, `]`, `<` and `>` escaped.
 *
 * @param document The manifest document.
 * @param manifestUrl Where the manifest is served; default `/.well-known/toolmark.json`.
 * @returns The section, ending with a newline.
 */
export function createLlmsTxtSection(document: ManifestDocument, manifestUrl: string = MANIFEST_PATH): string {
  const lines = [
    SECTION_HEADING,
    '',
    `This site's pages offer these tools to AI agents through WebMCP (\`document.modelContext\`). Input schemas: [Toolmark manifest](${manifestUrl}).`,
    '',
  ];
  for (const tool of document.tools) {
    const title = tool.title !== undefined ? ` (${entryText(tool.title)})` : '';
    const notes = notesOf(tool);
    lines.push(`- \`${tool.name}\`${title}: ${entryText(tool.description)}${notes.length > 0 ? ` [${notes.join('; ')}]` : ''}`);
  }
  if (document.tools.length === 0) lines.push('No tools are declared.');
  return `${lines.join('\n')}\n`;
}

/**
 * Puts a `## Tools` section into an `llms.txt` file: it replaces an existing `## Tools` section (up to
 * the next `## ` heading), or is appended; without a file, one is created with the site's name as title.
 *
 * @param existing The file's text, or `undefined` when there is none.
 * @param section The section from `createLlmsTxtSection`.
 * @param title The title of a new file.
 * @returns The new text.
 */
export function mergeLlmsTxt(existing: string | undefined, section: string, title: string): string {
  if (existing === undefined || existing.trim() === '') return `# ${line(title)}\n\n${section}`;
  const lines = existing.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === SECTION_HEADING);
  if (start < 0) return `${existing.replace(/\n*$/, '')}\n\n${section}`;
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const before = lines.slice(0, start).join('\n').replace(/\n*$/, '');
  const after = next < 0 ? '' : `\n${lines.slice(next).join('\n')}`;
  return `${before}\n\n${section}${after}`;
}
