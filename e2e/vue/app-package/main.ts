import { createApp } from 'vue';
import App from './App.vue';
import { provideToolmark, tm } from './registry';

// Survives hot updates; a full reload would reset it.
(window as unknown as { loadedAt: number }).loadedAt ??= performance.now();

const app = createApp(App);
provideToolmark(tm, app);
app.mount('#app');
