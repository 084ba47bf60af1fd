import { createToolmark } from '@toolmark/core';
import { defineFormTool } from '@toolmark/forms';

const tm = createToolmark();

// One form, named in code rather than in its attributes.
const search = document.querySelector<HTMLFormElement>('form[action="/search"]')!;
export const searchTool = tm.register(
  defineFormTool(search, {
    name: 'catalog.search',
    description: 'Searches the catalog',
    autosubmit: true,
    // Keep Chromium's schema exactly: no format, minLength … additions.
    additions: false,
  }),
);
