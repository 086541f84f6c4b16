import { describe, expect, it } from 'vitest';
import { defineFeature } from './feature.ts';
import { featureList, type ServicesOf } from './feature-list.ts';

const counterFeature = defineFeature({
  name: 'counter',
  open: () => ({ counter: { next: (n: number) => n + 1 } }),
});

const doublerFeature = defineFeature({
  name: 'doubler',
  open: (_platform, { counter }: { counter: { next(n: number): number } }) => ({
    doubler: { twice: (n: number) => counter.next(counter.next(n)) },
  }),
});

describe('the feature list', () => {
  it('keeps the features in the order given, each after the features it needs', () => {
    const features = featureList(counterFeature, doublerFeature);
    expect(features.map((feature) => feature.name)).toEqual(['counter', 'doubler']);
  });

  it('does not compile with a feature listed before one it needs', () => {
    // @ts-expect-error doubler needs counter, listed after it
    const features = featureList(doublerFeature, counterFeature);
    expect(features).toHaveLength(2);
  });

  it('types every provided service by name', () => {
    const services: ServicesOf<[typeof counterFeature, typeof doublerFeature]> = {
      counter: { next: (n) => n + 1 },
      doubler: { twice: (n) => n + 2 },
    };
    expect(services.doubler.twice(1)).toBe(3);
  });
});
