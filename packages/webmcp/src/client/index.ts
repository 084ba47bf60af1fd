export { createPostMessageClientTransport, type PostMessageClientTransport, type PostMessageClientTransportOptions } from './post-message-transport.js';
export type { JsonRpcMessage } from '../bridge/wire.js';
