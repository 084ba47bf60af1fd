import { createApp } from 'vue';
import { toolmarkKey } from '../../../docs/guides/samples/vue-use-tool.ts';
import Counter from './Counter.vue';
import { tm } from './registry';

// Survives hot updates; a full reload would reset it.
(window as unknown as { loadedAt: number }).loadedAt ??= performance.now();

createApp(Counter).provide(toolmarkKey, tm).mount('#app');
