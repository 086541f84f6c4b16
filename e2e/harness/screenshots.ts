import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths.ts';

/**
 * Saves a PNG as e2e/screenshots/<name>-<width>.png (git-ignored) and returns its path: the
 * whole page, or only the viewport for overlays (menus, dialogs) that are fixed to it.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  // Let animations that start on load (fade-ins, toasts) settle visually.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}
