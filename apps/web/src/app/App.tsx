import { RouterProvider } from 'react-router';
import { IntroHost } from '../features/intro/components/IntroHost.tsx';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';
import { PRELOAD_PAGES } from './routes/page-loaders.ts';

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <IntroHost pages={PRELOAD_PAGES} />
    </AppProviders>
  );
}
