import { FeatureCards } from '../components/FeatureCards.tsx';
import { HeroSection } from '../components/HeroSection.tsx';
import { PhaseBanner } from '../components/PhaseBanner.tsx';
import '../home.css';

export function HomePage() {
  return (
    <div className="page page--home">
      <HeroSection />
      <PhaseBanner />
      <FeatureCards />
    </div>
  );
}
