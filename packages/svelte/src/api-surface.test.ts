// Every entry of this package's `exports` against its committed list in `api/` (see api-surface.test-support.ts).
import { describeApiSurface } from '../../core/src/api-surface.test-support.js';

describeApiSurface(import.meta.url);
