import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionMismatchBanner } from '../../features/auth/components/SessionMismatchBanner.tsx';
import { Footer } from '../footer/Footer.tsx';
import { Navbar } from '../navbar/Navbar.tsx';
import { PageFallback } from './PageFallback.tsx';
import { ScrollManager } from './ScrollManager.tsx';

export function AppLayout() {
  return (
    <div className="app">
      <ScrollManager />
      <Navbar />
      <main className="app__main">
        <SessionMismatchBanner />
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
