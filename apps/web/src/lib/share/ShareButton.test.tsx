// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../toast/Toaster.tsx';
import { ShareButton } from './ShareButton.tsx';
import { blinkPaths } from './share-blink.ts';

describe('Share', () => {
  it("copies a listing's Blink URL (the page URL actions.json maps) and confirms with a toast", async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    render(
      <>
        <ShareButton path={blinkPaths.listing('3f1c0b6e-8d4a-4e55-9a57-2d6f6d0c9a11')} what="Agribot 3000" />
        <Toaster />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(copied).toEqual([
      `${window.location.origin}/marketplace/listing/3f1c0b6e-8d4a-4e55-9a57-2d6f6d0c9a11`,
    ]);
    expect(
      await screen.findByText('Link copied: anyone can buy Agribot 3000 from it with their wallet'),
    ).toBeTruthy();
  });

  it('gives a pack type the path its action is mapped from', () => {
    expect(blinkPaths.pack('hero-premium')).toBe('/store/packs/hero-premium');
  });
});
