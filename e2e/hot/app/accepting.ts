// A module that accepts its own updates by hand, as Vite's guide shows, without a dispose.
import { ok } from '@toolmark/core';
import { tm } from './registry';

tm.register({ name: 'orders.track', description: 'Tracks an order (version 1)', run: () => ok({ version: 1 }) });

if (import.meta.hot) import.meta.hot.accept();
