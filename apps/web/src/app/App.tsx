import { IntroHost } from '../features/intro/components/IntroHost.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';
import { PRELOAD_PAGES } from './routes/page-loaders.ts';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
      <IntroHost pages={PRELOAD_PAGES} />
    </AppProviders>
  );
}
