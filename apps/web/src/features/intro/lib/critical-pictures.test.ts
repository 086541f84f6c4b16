import { describe, expect, it } from 'vitest';
import { criticalPictures } from './critical-pictures.ts';

describe('criticalPictures', () => {
  it('lists the generated picture of every catalogue farmer, hero and item once', () => {
    const pictures = criticalPictures();
    expect(pictures).toHaveLength(27);
    expect(new Set(pictures.map((p) => p.url)).size).toBe(27);
    expect(pictures[0]).toEqual({ label: 'Agribot 3000', url: '/art/farmers/agribot-3000.svg' });
    for (const picture of pictures)
      expect(picture.url).toMatch(/^\/art\/(farmers|heroes|items)\/[a-z0-9-]+\.svg$/);
  });
});
