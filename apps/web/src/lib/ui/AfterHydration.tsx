import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';
import './AfterHydration.css';

/**
 * What a prerendered document leaves out: its children render from the first render after
 * hydration (at once on a page the app opened itself). The pages whose content depends on
 * the wallet or on live data keep only their shell and hero in the prerendered HTML
 * (docs/architecture.md §6.5). Until then a screen-high space holds the footer below the
 * fold, so the content's arrival moves nothing the visitor sees.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <div className="after-hydration" aria-hidden="true" />;
}
