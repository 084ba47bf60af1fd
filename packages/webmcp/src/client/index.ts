export { createPostMessageClientTransport, type PostMessageClientTransport, type PostMessageClientTransportOptions } from './post-message-transport.js';
export { BRIDGE_MESSAGE_TYPE, BRIDGE_VERSION, DEFAULT_CHANNEL, type BridgeEnvelope, type JsonRpcMessage } from '../bridge/wire.js';
