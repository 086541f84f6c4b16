import { describe, expect, it } from 'vitest';
import { planIntro } from './intro-plan.ts';

const firstVisit = { splashCompleted: false, introSeen: false };

describe('planIntro', () => {
  it('greets a first visit to home with the preloader and then the intro', () => {
    expect(planIntro(firstVisit, '/')).toEqual({ preloader: true, intro: true, deepLink: false });
  });

  it('gives a first visit to a deep link the preloader only, so the page opens after it', () => {
    expect(planIntro(firstVisit, '/stake')).toEqual({ preloader: true, intro: false, deepLink: true });
  });

  it('shows an unseen intro without the preloader once the preloader has completed', () => {
    expect(planIntro({ splashCompleted: true, introSeen: false }, '/')).toEqual({
      preloader: false,
      intro: true,
      deepLink: false,
    });
    expect(planIntro({ splashCompleted: true, introSeen: false }, '/farmers')).toBeNull();
  });

  it('lets a returning visitor straight into the app', () => {
    expect(planIntro({ splashCompleted: true, introSeen: true }, '/')).toBeNull();
    expect(planIntro({ splashCompleted: true, introSeen: true }, '/wallet')).toBeNull();
  });
});
