import './registry';
import './newsletter';
import './accepting';
// Survives hot updates; a full reload would reset it.
(window as unknown as { loadedAt: number }).loadedAt ??= performance.now();
