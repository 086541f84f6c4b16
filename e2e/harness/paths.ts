import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The built web app; `E2E_WEB_DIST_DIR` points at another build (e.g. `vite build --outDir`). */
export const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR
  ? `${process.env.E2E_WEB_DIST_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
export const CHROMIUM_PATH = '/usr/bin/chromium';
