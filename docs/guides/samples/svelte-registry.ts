import { createToolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { confirmWith } from '@toolmark/ui';

// One registry for the app, made outside the components.
export const tm = createToolmark({ toJsonSchema });
// The confirmation card for every call that needs one.
confirmWith(tm);
