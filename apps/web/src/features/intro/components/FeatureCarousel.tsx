import type { CSSProperties } from 'react';
import { useCarousel } from '../data-access/useCarousel.ts';
import type { FeatureSlide } from '../lib/feature-slides.ts';
import { type IntroTimings, MOBILE_SLIDE_DETAILS } from '../lib/intro-timings.ts';
import { FeatureSlideCard } from './FeatureSlideCard.tsx';
import { usePointerPause } from './usePointerPause.ts';

interface Props {
  slides: readonly FeatureSlide[];
  mobile: boolean;
  timings: IntroTimings;
  onFinished(): void;
}

/** The intro's feature carousel: previous/next, dots, auto-advance paused by a hovering mouse or a finger that is down. */
export function FeatureCarousel({ slides, mobile, timings, onFinished }: Props) {
  const { paused, handlers } = usePointerPause();
  const carousel = useCarousel(slides.length, timings, paused, onFinished);
  const slide = slides[carousel.index];
  if (!slide) return null;

  return (
    <section
      className="intro-carousel"
      aria-roledescription="carousel"
      aria-label="Game features"
      data-paused={paused}
      style={{ '--slide-change': `${timings.slideChangeMs}ms` } as CSSProperties}
      {...handlers}
    >
      <FeatureSlideCard
        slide={slide}
        position={carousel.index + 1}
        count={slides.length}
        detailLimit={mobile ? MOBILE_SLIDE_DETAILS : null}
        changing={carousel.changing}
      />
      <div className="intro-carousel__controls">
        <button
          type="button"
          className="intro-carousel__arrow"
          aria-label="Previous feature"
          onClick={carousel.previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className="intro-carousel__dots">
          {slides.map((entry, index) => (
            <button
              key={entry.title}
              type="button"
              className="intro-carousel__dot"
              aria-label={`Show ${entry.title}`}
              aria-current={index === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="intro-carousel__arrow"
          aria-label="Next feature"
          onClick={carousel.next}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
