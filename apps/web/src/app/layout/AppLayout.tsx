import { type ReactNode, Suspense } from 'react';
import { SessionMismatchBanner } from '../../features/auth/components/SessionMismatchBanner.tsx';
import { Footer } from '../footer/Footer.tsx';
import { Navbar } from '../navbar/Navbar.tsx';
import { PageFallback } from './PageFallback.tsx';
import { ScrollManager } from './ScrollManager.tsx';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <ScrollManager />
      <Navbar />
      <main className="app__main">
        <SessionMismatchBanner />
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
