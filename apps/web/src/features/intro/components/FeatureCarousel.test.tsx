// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEATURE_SLIDES } from '../lib/feature-slides.ts';
import { MOBILE_INTRO_TIMINGS } from '../lib/intro-timings.ts';
import { FeatureCarousel } from './FeatureCarousel.tsx';

function carousel(mobile: boolean): HTMLElement {
  render(
    <FeatureCarousel
      slides={FEATURE_SLIDES}
      mobile={mobile}
      timings={MOBILE_INTRO_TIMINGS}
      onFinished={() => {}}
    />,
  );
  return screen.getByRole('region', { name: 'Game features' });
}

const paused = (element: HTMLElement) => element.getAttribute('data-paused');

describe('the intro carousel pauses while hovered or touched (docs/spec/001-game.md §4)', () => {
  it('a finger held on it pauses it, and lifting the finger resumes it despite the compatibility mouse events', () => {
    const element = carousel(true);
    const touch = { pointerType: 'touch', isPrimary: true };
    // What a phone's browser sends for a finger put down and held.
    fireEvent.pointerEnter(element, touch);
    fireEvent.pointerDown(element, touch);
    fireEvent.touchStart(element);
    expect(paused(element)).toBe('true');
    // The finger lifts; then the browser emulates a mouse for the tap, which never leaves.
    fireEvent.pointerUp(element, touch);
    fireEvent.pointerLeave(element, touch);
    fireEvent.touchEnd(element);
    fireEvent.mouseEnter(element);
    fireEvent.mouseMove(element);
    fireEvent.mouseDown(element);
    fireEvent.mouseUp(element);
    fireEvent.click(element);
    expect(paused(element)).toBe('false');
  });

  it('a touch the browser takes over (a scroll) resumes it too', () => {
    const element = carousel(true);
    const touch = { pointerType: 'touch', isPrimary: true };
    fireEvent.pointerDown(element, touch);
    expect(paused(element)).toBe('true');
    fireEvent.pointerCancel(element, touch);
    expect(paused(element)).toBe('false');
  });

  it('a mouse pauses it while over it and resumes it when it leaves', () => {
    const element = carousel(false);
    const mouse = { pointerType: 'mouse', isPrimary: true };
    fireEvent.pointerEnter(element, mouse);
    fireEvent.mouseEnter(element);
    expect(paused(element)).toBe('true');
    fireEvent.pointerDown(element, mouse);
    fireEvent.pointerUp(element, mouse);
    expect(paused(element)).toBe('true');
    fireEvent.pointerLeave(element, mouse);
    fireEvent.mouseLeave(element);
    expect(paused(element)).toBe('false');
  });
});
