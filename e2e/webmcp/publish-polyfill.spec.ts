import { test } from '@playwright/test';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';
import { definePublishTests } from './publish-cases';

// Chromium without the WebMCP flag: no document.modelContext, so publish installs the polyfill.
test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } });

definePublishTests('polyfill');
