// @vitest-environment happy-dom
import { createToolmark, ok } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { MANIFEST_SCRIPT_TYPE, publishManifestScript, readManifestScript, serializeManifest } from './script.js';
import { createManifestDocument } from './document.js';

describe('serializeManifest', () => {
  it('writes JSON that no text inside can break out of a script element with', () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'evil', description: '</script><script>alert(1)</script>', run: () => ok() });
    const text = serializeManifest(createManifestDocument(tm, { site: { origin: 'https://x.example' } }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).tools[0].description).toBe('</script><script>alert(1)</script>');
  });
});

describe('publishManifestScript', () => {
  it('puts the manifest in the head and keeps it in step with the registry', async () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'a', description: 'A', run: () => ok() });
    const script = publishManifestScript(tm, { site: { name: 'Test' } });
    expect(script.element.type).toBe(MANIFEST_SCRIPT_TYPE);
    expect(document.head.contains(script.element)).toBe(true);
    expect(readManifestScript()).toMatchObject({ toolmark: 1, site: { origin: location.origin, name: 'Test' }, tools: [{ name: 'a' }] });

    const handle = tm.register({ name: 'b', description: 'B', state: () => 1, run: () => ok() });
    await Promise.resolve();
    expect(readManifestScript()?.tools.map((tool) => tool.name)).toEqual(['a', 'b']);
    const before = script.element.textContent;
    handle.changed();
    await Promise.resolve();
    expect(script.element.textContent).toBe(before);

    script.dispose();
    expect(readManifestScript()).toBeUndefined();
    tm.register({ name: 'c', description: 'C', run: () => ok() });
    await Promise.resolve();
    expect(document.head.contains(script.element)).toBe(false);
  });

  it('is removed when its signal aborts', () => {
    const controller = new AbortController();
    publishManifestScript(createToolmark(), { signal: controller.signal });
    expect(readManifestScript()?.tools).toEqual([]);
    controller.abort();
    expect(readManifestScript()).toBeUndefined();
  });
});
