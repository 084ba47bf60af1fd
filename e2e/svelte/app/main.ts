import { mount } from 'svelte';
import App from './App.svelte';

// Survives hot updates; a full reload would reset it.
(window as unknown as { loadedAt: number }).loadedAt ??= performance.now();

mount(App, { target: document.getElementById('app')! });
