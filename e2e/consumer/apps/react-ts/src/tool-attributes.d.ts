// Chromium's declarative WebMCP attributes on <form>, which React's JSX types do not list yet.
export {}

declare module 'react' {
  interface FormHTMLAttributes<T> {
    toolname?: string
    tooldescription?: string
    toolautosubmit?: string
  }
}
