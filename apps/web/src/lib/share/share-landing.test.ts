import { describe, expect, it } from 'vitest';
import { blinkPaths } from './share-blink.ts';
import { shareLandingPath } from './share-landing.ts';

describe('a shared link opened in a browser', () => {
  it('lands on the page that sells what was shared', () => {
    expect(shareLandingPath(blinkPaths.listing('4f0c-listing'))).toBe('/marketplace');
    expect(shareLandingPath(blinkPaths.pack('hero-legendary'))).toBe('/heroes');
    expect(shareLandingPath(blinkPaths.pack('farmer-basic'))).toBe('/farmers');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/marketplace', '/store/packs/', '/marketplace/listing/', '/nowhere']) {
      expect(shareLandingPath(path)).toBeUndefined();
    }
  });
});
