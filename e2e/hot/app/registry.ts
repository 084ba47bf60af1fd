// The page's registry, in a module of its own as an app keeps it: edits to the tool modules do not
// run it again.
import { createToolmark } from '@toolmark/core';
import { publish } from '@toolmark/webmcp';

export const tm = createToolmark();
publish(tm);
(window as unknown as { tm: typeof tm }).tm = tm;
