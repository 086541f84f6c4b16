import { describe, expect, it } from 'vitest';
import { HERO_OPEN_FAILED, nothingFound, openFailedWith } from './pack-messages.ts';

describe('pack opening failure texts (docs/spec/001-game.md §5, §8)', () => {
  it("keep the server's reason", () => {
    expect(openFailedWith('farmer', 'Pack already opened')).toBe(
      'Failed to open farmer pack: Pack already opened',
    );
    expect(openFailedWith('hero', 'Pack already opened')).toBe(
      'Failed to open hero pack: Pack already opened',
    );
  });

  it("say 'Unknown error' for a farmer pack and the heroes' text for a hero pack without one", () => {
    expect(openFailedWith('farmer', undefined)).toBe('Failed to open farmer pack: Unknown error');
    expect(openFailedWith('hero', '')).toBe(HERO_OPEN_FAILED);
    expect(HERO_OPEN_FAILED).toBe('Failed to open pack. Please try again later.');
  });

  it('name the missing asset when an opening reveals nothing', () => {
    expect(nothingFound('hero')).toBe('Failed to open hero pack: No hero found');
  });
});
