// The test components, as the Svelte plugin compiles them (for the root typecheck of the tests).
declare module '*.svelte' {
  import type { Component } from 'svelte';
  const component: Component<any>;
  export default component;
}
