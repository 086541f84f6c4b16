import { useEffect } from 'react';
import { IntroHost } from '../features/intro/components/IntroHost.tsx';
import type { AppLocation } from '../lib/router/index.ts';
import { HYDRATED_ATTRIBUTE } from './prerender/prerendered-route.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';
import { PRELOAD_PAGES } from './routes/page-loaders.ts';

/**
 * Marks #root once the app is attached to it (hydrated, or rendered afresh): before that a
 * prerendered page shows but its buttons do nothing yet. The e2e tests wait for it.
 */
function HydratedMark() {
  useEffect(() => document.getElementById('root')?.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return null;
}

/** `location`: where the build's prerender renders the app (apps/web/src/app/prerender/). */
export function App({ location }: { location?: AppLocation }) {
  return (
    <AppProviders>
      <AppRouter location={location} />
      <IntroHost pages={PRELOAD_PAGES} />
      <HydratedMark />
    </AppProviders>
  );
}
