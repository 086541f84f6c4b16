import type { CSSProperties } from 'react';
import type { AnimationQuality } from '../lib/animation-quality.ts';

/** How many drifting particles each animation quality draws. */
const PARTICLE_COUNT: Record<AnimationQuality, number> = { high: 36, low: 12 };

/** Deterministic pseudo-random numbers, so the backdrop looks the same on every visit. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = seeded(7);
const PARTICLES = Array.from({ length: PARTICLE_COUNT.high }, (_, id) => ({
  id,
  style: {
    left: `${(random() * 100).toFixed(2)}%`,
    top: `${(random() * 100).toFixed(2)}%`,
    width: `${(2 + random() * 3).toFixed(1)}px`,
    animationDelay: `${(-random() * 12).toFixed(2)}s`,
    animationDuration: `${(8 + random() * 10).toFixed(2)}s`,
  } satisfies CSSProperties,
}));

/** The backdrop behind the preloader and the intro: a grid and drifting particles. */
export function IntroParticles({ quality }: { quality: AnimationQuality }) {
  return (
    <div className="intro-particles" aria-hidden="true">
      {PARTICLES.slice(0, PARTICLE_COUNT[quality]).map((particle) => (
        <span key={particle.id} className="intro-particles__dot" style={particle.style} />
      ))}
    </div>
  );
}
