import { publish } from '@toolmark/webmcp';
import { tm } from './spa-tools';

// Mirrors the registry into document.modelContext, now and after every change.
// `polyfill: true` installs Toolmark's stand-in where the browser has no WebMCP yet.
export const publication = publish(tm, { polyfill: true });
