/**
 * Where the agent suite serves the playground: a port of its own (4183 by default, or
 * `TOOLMARK_AGENTS_PORT`), so it runs beside the main e2e suite (4173–4175).
 */
export const AGENTS_PORT = Number(process.env['TOOLMARK_AGENTS_PORT'] ?? 4183);

/** The playground's production build, served by `vite preview`. */
export const AGENTS_PLAYGROUND = `http://127.0.0.1:${AGENTS_PORT}`;
