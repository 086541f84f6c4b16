import type { CSSProperties } from 'react';
import type { FeatureSlide } from '../lib/feature-slides.ts';

interface Props {
  slide: FeatureSlide;
  position: number;
  count: number;
  /** Phones show only the first few details. */
  detailLimit: number | null;
  changing: boolean;
}

export function FeatureSlideCard({ slide, position, count, detailLimit, changing }: Props) {
  const details = detailLimit === null ? slide.details : slide.details.slice(0, detailLimit);
  const comingSoon = slide.status === 'coming-soon';
  return (
    <article
      className={`intro-slide intro-slide--${slide.status}${changing ? ' intro-slide--changing' : ''}`}
      style={{ '--slide-color': slide.color } as CSSProperties}
      aria-roledescription="slide"
      aria-label={`${position} of ${count}: ${slide.title}`}
    >
      <div className="intro-slide__body">
        <p className="intro-slide__status">
          <span className="intro-slide__status-dot" aria-hidden="true" />
          {slide.availableText}
        </p>
        <h2 className="intro-slide__title">{slide.title}</h2>
        <p className="intro-slide__description">{slide.description}</p>
        <ul className="intro-slide__details">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      </div>
      {comingSoon && (
        <div className="intro-slide__overlay">
          <span className="intro-slide__stamp">Coming Soon</span>
        </div>
      )}
    </article>
  );
}
