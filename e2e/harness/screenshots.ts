import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { closeToasts } from './app.ts';
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

/**
 * A screenshot of the page itself: open notifications are closed first, and a full-page shot
 * starts from the top (otherwise the fixed navbar is drawn where the page was scrolled to).
 */
export async function saveCleanScreenshot(
  page: Page,
  name: string,
  { fullPage = true } = {},
): Promise<string> {
  await closeToasts(page);
  if (fullPage) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY === 0);
  }
  return saveScreenshot(page, name, { fullPage });
}
