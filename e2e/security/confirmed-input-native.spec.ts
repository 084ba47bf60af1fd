import { defineConfirmedInputTests } from './confirmed-input-cases';

// Chromium with --enable-features=WebMCPTesting (the config's flags): native document.modelContext.
defineConfirmedInputTests('native');
