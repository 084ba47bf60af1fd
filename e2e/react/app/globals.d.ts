// `<tm-tool-list>` in JSX, as React 19 takes custom elements.
import type { Toolmark } from '@toolmark/core';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'tm-tool-list': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { tm?: Toolmark };
    }
  }
}
