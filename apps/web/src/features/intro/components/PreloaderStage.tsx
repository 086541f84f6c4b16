import { usePreloader } from '../data-access/usePreloader.ts';
import type { PreloadPages } from '../lib/preload-pages.ts';
import type { PreloaderPhase } from '../lib/preload-progress.ts';
import { Preloader } from './Preloader.tsx';

interface Props {
  pages: PreloadPages;
  deepLink: boolean;
  onPhase(phase: PreloaderPhase | 'handed-over'): void;
}

export function PreloaderStage({ pages, deepLink, onPhase }: Props) {
  const run = usePreloader(pages, deepLink, onPhase);
  return <Preloader progress={run.progress} scanStep={run.scanStep} />;
}
