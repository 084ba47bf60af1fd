// A module that registers tools and exports nothing: the plugin makes it accept its own updates.
import { ok } from '@toolmark/core';
import { tm } from './registry';

tm.register({
  name: 'newsletter.subscribe',
  description: 'Subscribes an address to the newsletter (version 1)',
  run: () => ok({ subscribed: true, version: 1 }),
});
tm.register({
  name: 'newsletter.unsubscribe',
  description: 'Unsubscribes an address',
  run: () => ok({ unsubscribed: true }),
});
