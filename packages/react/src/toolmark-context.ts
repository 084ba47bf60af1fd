// The registry a React tree works with: given once by a provider, read by every hook below it.
import type { Toolmark } from '@toolmark/core';
import { createContext, createElement, useContext, type ReactNode } from 'react';

const ToolmarkContext = createContext<Toolmark | null>(null);

/** The props of {@link ToolmarkProvider}. */
export interface ToolmarkProviderProps {
  /** The registry: `createToolmark()`, made once, outside the component tree. */
  readonly tm: Toolmark;
  readonly children?: ReactNode;
}

/**
 * Gives a registry to the components below it (spec §20.1): `useTool`, `useTools`, `useToolState`
 * and `useCallsInFlight` read it.
 *
 * @param props The registry and the children.
 * @returns The provider element.
 */
export function ToolmarkProvider({ tm, children }: ToolmarkProviderProps): ReactNode {
  return createElement(ToolmarkContext.Provider, { value: tm }, children);
}

/**
 * Reads the registry of the nearest {@link ToolmarkProvider}.
 *
 * @returns The registry.
 * @throws A `TypeError` outside a provider: a hook without a registry is the code's mistake, found at its first render.
 */
export function useToolmark(): Toolmark {
  const tm = useContext(ToolmarkContext);
  if (!tm) throw new TypeError('useToolmark: no <ToolmarkProvider tm={…}> above this component');
  return tm;
}
