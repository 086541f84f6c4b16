import { usePreloader } from '../data-access/usePreloader.ts';
import type { PreloaderPhase } from '../lib/preload-progress.ts';
import { Preloader } from './Preloader.tsx';

interface Props {
  deepLink: boolean;
  onPhase(phase: PreloaderPhase | 'handed-over'): void;
}

export function PreloaderStage({ deepLink, onPhase }: Props) {
  const run = usePreloader(deepLink, onPhase);
  return <Preloader progress={run.progress} scanStep={run.scanStep} />;
}
