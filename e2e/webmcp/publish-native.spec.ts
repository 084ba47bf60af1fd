import { expect, test } from '@playwright/test';
import { FIXTURES } from '../urls';
import { listTools } from '../model-context';
import { definePublishTests } from './publish-cases';

// Chromium with --enable-features=WebMCPTesting (the config's flags): native document.modelContext.
definePublishTests('native');

test.describe('declarative forms in native WebMCP', () => {
  test('the form is served by the browser, and only once', async ({ page }) => {
    await page.goto(`${FIXTURES}/webmcp/publish.html`);
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    const forms = (await listTools(page)).filter((tool) => tool.name === 'search_flights');
    expect(forms).toHaveLength(1);
    // The browser's synthesized schema, not Toolmark's: the form's toolparamdescription is there.
    expect(forms[0]?.inputSchema).toMatchObject({ properties: { origin: { type: 'string', description: 'IATA code' } } });
  });
});
