import '@toolmark/ui/define';
import { ToolmarkProvider } from '@toolmark/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Counter } from './Counter';
import { tm } from './registry';

// Survives Fast Refresh; a full reload would reset it.
(window as unknown as { loadedAt: number }).loadedAt ??= performance.now();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ToolmarkProvider tm={tm}>
      <Counter />
      {/* React 19 sets `tm` as the element's property. */}
      <tm-tool-list tm={tm}></tm-tool-list>
    </ToolmarkProvider>
  </StrictMode>,
);
