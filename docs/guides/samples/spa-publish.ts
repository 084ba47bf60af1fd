import { installModelContextPolyfill, publish } from '@toolmark/webmcp';
import { tm } from './spa-tools';

// Mirrors the registry into document.modelContext, now and after every change.
// `installModelContextPolyfill()` installs Toolmark's stand-in where the browser has no WebMCP yet
// (and returns the browser's own where it has one).
export const publication = publish(tm, { modelContext: installModelContextPolyfill() });
