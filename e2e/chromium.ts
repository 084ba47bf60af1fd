/** The system Chromium: no test or benchmark downloads a browser. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine without a network: Chromium without native WebMCP, for the polyfill's tests. */
export const chromiumArgsWithoutWebMcp = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The same flags plus native WebMCP (`document.modelContext`). */
export const chromiumArgs = [...chromiumArgsWithoutWebMcp, '--enable-features=WebMCPTesting'];
