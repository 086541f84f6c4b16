import { ERROR_TEXTS, isErrorCode } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { toApiError } from './error-body.ts';
import { ERROR_MESSAGES, wordsForCode, wordsForError } from './error-messages.ts';

describe('ERROR_MESSAGES', () => {
  it('words only codes the product has', () => {
    for (const code of Object.keys(ERROR_MESSAGES)) expect(isErrorCode(code)).toBe(true);
  });

  it('says what the server says today for each code it words (docs/spec/001-game.md §8)', () => {
    for (const [code, words] of Object.entries(ERROR_MESSAGES)) {
      if (isErrorCode(code)) expect(words).toBe(ERROR_TEXTS[code]);
    }
  });
});

describe('wordsForCode', () => {
  it('gives the specification’s words for a code it names, else nothing', () => {
    expect(wordsForCode('ITEMS__NO_CHARGES')).toBe('Item has no charges left');
    // Listing or selling an id not in the player's inventory (docs/spec/001-game.md §8).
    expect(wordsForCode('ASSET__NOT_FOUND')).toBe('Item not found in your inventory');
    expect(wordsForCode('MARKET__LISTING_SOLD')).toBeNull();
    expect(wordsForCode('SOMETHING_NEWER')).toBeNull();
    expect(wordsForCode('constructor')).toBeNull();
    expect(wordsForCode('')).toBeNull();
  });
});

describe('wordsForError', () => {
  it('lets a feature word a code its own way, then the page’s words', () => {
    const maxLevel = new ApiError(400, 'FARMERS__MAX_LEVEL', 'Farmer is at max level');
    expect(wordsForError(maxLevel, { FARMERS__MAX_LEVEL: 'Already at the top' })).toBe('Already at the top');
    expect(wordsForError(maxLevel)).toBeNull();
    expect(wordsForError(new ApiError(404, 'STAKING__POSITION_NOT_FOUND', 'Gone'))).toBe(
      'Staking position not found',
    );
  });

  it('has nothing for an unknown code or an error that is not a failed call', () => {
    expect(wordsForError(new ApiError(404, 'SOMETHING_NEWER', 'Gone'))).toBeNull();
    expect(wordsForError(new Error('Item has no charges left'))).toBeNull();
    expect(wordsForError(undefined)).toBeNull();
  });
});

describe('an answer entering the page', () => {
  it('reads the page’s words for its code, however the server worded it', () => {
    const error = toApiError(400, { error: 'ITEMS__NO_CHARGES', message: 'Zero charges remain' });
    expect(error).toMatchObject({ code: 'ITEMS__NO_CHARGES', message: 'Item has no charges left' });
  });

  it('keeps the server’s message for a code the page does not word, and for a newer code', () => {
    expect(toApiError(409, { error: 'MARKET__LISTING_SOLD', message: 'Sold just now' }).message).toBe(
      'Sold just now',
    );
    const newer = toApiError(409, { error: 'MARKET__SOMETHING_NEWER', message: 'Try later' });
    expect(newer).toMatchObject({
      code: 'CONFLICT',
      serverCode: 'MARKET__SOMETHING_NEWER',
      message: 'Try later',
    });
  });
});
