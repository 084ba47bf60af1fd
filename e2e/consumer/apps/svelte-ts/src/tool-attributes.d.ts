// Chromium's declarative WebMCP attributes on <form>, which Svelte's element types do not list yet.
export {}

declare module 'svelte/elements' {
  interface HTMLFormAttributes {
    toolname?: string
    tooldescription?: string
    toolautosubmit?: string
  }
}
