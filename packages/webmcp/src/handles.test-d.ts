// Every handle @toolmark/webmcp returns ends with `dispose()` (CHANGELOG, Unreleased).
import { createBridge, publish, publishManifestScript, watchTools, type Bridge, type ManifestScript, type Publication, type ToolsWatch } from '@toolmark/webmcp';
import { expectTypeOf, test } from 'vitest';

test('publish, publishManifestScript, watchTools and createBridge return handles that end with dispose()', () => {
  expectTypeOf(publish).returns.toEqualTypeOf<Publication>();
  expectTypeOf(publishManifestScript).returns.toEqualTypeOf<ManifestScript>();
  expectTypeOf(watchTools).returns.toEqualTypeOf<ToolsWatch>();
  expectTypeOf(createBridge).returns.toEqualTypeOf<Bridge>();
  expectTypeOf<Publication['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<ManifestScript['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<ToolsWatch['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<Bridge['dispose']>().toEqualTypeOf<() => void>();
  expectTypeOf<Publication>().not.toHaveProperty('stop');
  expectTypeOf<ManifestScript>().not.toHaveProperty('stop');
  expectTypeOf<ToolsWatch>().not.toHaveProperty('stop');
  expectTypeOf<Bridge>().not.toHaveProperty('close');
});
