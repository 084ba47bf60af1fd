import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { expectTypeOf, test } from 'vitest';
import type { PostMessageClientTransport } from './post-message-transport.js';

test('the transport is an MCP SDK Transport', () => {
  expectTypeOf<PostMessageClientTransport>().toExtend<Transport>();
});
