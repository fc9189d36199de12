import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container } from 'inversify';

type ServiceId<T> = symbol | (abstract new (...args: never[]) => T);

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/**
 * The one way views reach presenters: resolved once per mounted component, so a transient presenter
 * lives as long as its screen and a singleton is shared.
 */
export function usePresenter<T>(id: ServiceId<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('usePresenter needs a ContainerProvider above it');
  const [presenter] = useState(() => container.get<T>(id as never));
  return presenter;
}
