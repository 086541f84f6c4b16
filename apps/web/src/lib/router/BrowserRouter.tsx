import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useState } from 'react';
import { type AppLocation, readLocation, subscribeToLocation } from './location.ts';

const LocationContext = createContext<AppLocation | null>(null);

/**
 * Holds the location in React state. Every change renders inside startTransition, so a lazy
 * page keeps the previous one on screen while its code loads instead of flashing the fallback.
 */
export function BrowserRouter({ children, location: at }: { children: ReactNode; location?: AppLocation }) {
  // `location`: where a prerender renders (no window there); the browser reads its own.
  const [location, setLocation] = useState(() => at ?? readLocation());
  // A layout effect: it subscribes before any child's effect can navigate (e.g. <Navigate>).
  useLayoutEffect(() => subscribeToLocation((next) => startTransition(() => setLocation(next))), []);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside <BrowserRouter>');
  return location;
}
