// Svelte components, as @sveltejs/vite-plugin-svelte compiles them.
declare module '*.svelte' {
  import type { Component } from 'svelte';
  const component: Component<any>;
  export default component;
}
