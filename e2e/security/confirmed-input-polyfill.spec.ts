import { test } from '@playwright/test';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';
import { defineConfirmedInputTests } from './confirmed-input-cases';

// Chromium without the WebMCP flag: document.modelContext is the polyfill add-on's.
test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } });

defineConfirmedInputTests('polyfill');
