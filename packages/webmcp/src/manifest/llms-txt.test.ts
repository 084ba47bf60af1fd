import { createToolmark, ok } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { createManifestDocument } from './document.js';
import { createLlmsTxtSection, mergeLlmsTxt } from './llms-txt.js';

const tm = createToolmark({ dev: false });
tm.register({ name: 'cart.add', title: 'Add to cart', description: 'Adds a product\n  to the cart', hints: { idempotent: true }, run: () => ok() });
tm.register({ name: 'cart.empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok() });
tm.register({ name: 'catalog.search', description: 'Searches products', hints: { readOnly: true, openWorld: true }, run: () => ok() });
const section = createLlmsTxtSection(createManifestDocument(tm, { site: { origin: 'https://shop.example' } }));

describe('createLlmsTxtSection', () => {
  it('lists each tool on one line with the hints an agent should know', () => {
    expect(section).toBe(
      [
        '## Tools',
        '',
        "This site's pages offer these tools to AI agents through WebMCP (`document.modelContext`). Input schemas: [Toolmark manifest](/.well-known/toolmark.json).",
        '',
        '- `cart.add` (Add to cart): Adds a product to the cart',
        '- `cart.empty`: Empties the cart [destructive; asks a person to confirm]',
        '- `catalog.search`: Searches products [read-only; reaches outside the site]',
        '',
      ].join('\n'),
    );
  });
});

describe('createLlmsTxtSection: consequential tools', () => {
  it('says a consequential tool is one and asks a person, unless it says confirm: never', () => {
    const shop = createToolmark({ dev: false });
    shop.register({ name: 'checkout.pay', description: 'Pays for the cart', hints: { consequential: true }, run: () => ok() });
    shop.register({ name: 'checkout.tip', description: 'Adds a tip', hints: { consequential: true, confirm: 'never' }, run: () => ok() });
    const lines = createLlmsTxtSection(createManifestDocument(shop, { site: { origin: 'https://shop.example' } })).split('\n');
    expect(lines).toContain('- `checkout.pay`: Pays for the cart [consequential; asks a person to confirm]');
    expect(lines).toContain('- `checkout.tip`: Adds a tip [consequential]');
  });
});

describe('mergeLlmsTxt', () => {
  it('creates a file with a title when there is none', () => {
    expect(mergeLlmsTxt(undefined, section, 'Shop')).toBe(`# Shop\n\n${section}`);
  });

  it('appends the section to a file without one', () => {
    expect(mergeLlmsTxt('# Shop\n\n> A shop.\n\n## Docs\n\n- [Help](/help)\n', section, 'x')).toBe(`# Shop\n\n> A shop.\n\n## Docs\n\n- [Help](/help)\n\n${section}`);
  });

  it('replaces an existing section and keeps the ones after it', () => {
    const existing = '# Shop\n\n## Tools\n\n- old\n\n## Optional\n\n- [More](/more)\n';
    expect(mergeLlmsTxt(existing, section, 'x')).toBe(`# Shop\n\n${section}\n## Optional\n\n- [More](/more)\n`);
    expect(mergeLlmsTxt(mergeLlmsTxt(existing, section, 'x'), section, 'x')).toBe(mergeLlmsTxt(existing, section, 'x'));
  });
});
