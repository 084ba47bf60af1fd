// A Node module hook for the validation benchmark: replaces `import.meta.env` in Toolmark's sources
// (after tsx has compiled them) with what Vite's production build inlines, so the compiler runs as it
// ships to a page (`import.meta.env.DEV` is false) instead of failing on an undefined `import.meta.env`.
// Registered by validation.ts with `module.register` before it imports the compiler.
const ENV = { DEV: 'false', PROD: 'true', SSR: 'false', MODE: '"production"', BASE_URL: '"/"' };

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (url.includes('/node_modules/') || !/\.[cm]?tsx?$/.test(new URL(url).pathname) || result.source == null) return result;
  const source = typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source);
  if (!source.includes('import.meta.env')) return result;
  const replaced = source
    .replace(/\bimport\.meta\.env\.(DEV|PROD|SSR|MODE|BASE_URL)\b/g, (_, name) => ENV[name])
    .replace(/\bimport\.meta\.env\b/g, `({${Object.entries(ENV).map(([name, value]) => `${name}:${value}`).join(',')}})`);
  return { ...result, source: replaced };
}
