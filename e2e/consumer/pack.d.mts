// Types of pack.mjs, for the TypeScript files that import it (the workspace's tsconfig checks e2e/).
/** The repository's root. */
export declare const ROOT: string;
/** The packages that are published: every `packages/*` whose manifest is not private. */
export declare function publishedPackages(): { name: string; dir: string }[];
/** Packs every published package into `destination`; the packages must be built. */
export declare function packAll(destination: string): { name: string; dir: string; tarball: string }[];
