// The type of the classic-script files (`toolmark.min.js`, `toolmark.core.min.js`, the add-ons and
// their development twins, spec §18.1) for code that imports them through the package's `exports`,
// such as a bundler's `import url from 'toolmark/toolmark.min.js?url'`: a classic script exports
// nothing; it loads its chunk from `chunks/` beside it, which sets `window.Toolmark` (asynchronously,
// announced by `toolmark:load`), whose type is the `ToolmarkGlobal` of the `toolmark` entry.
export {};
