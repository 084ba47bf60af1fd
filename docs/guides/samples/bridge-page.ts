import { createBridge } from '@toolmark/webmcp';
import { tm } from './spa-tools';

// Serves MCP over postMessage. Default: the page's own origin only, which is what an
// extension's content script posts from. Add a partner that embeds this page with
// `allowedOrigins: ['https://partner.example']`; anything else is dropped unread.
export const bridge = createBridge(tm);
