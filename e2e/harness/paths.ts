import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
export const SERVER_ENTRY = 'apps/server/src/main.ts';
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
export const CHROMIUM_PATH = '/usr/bin/chromium';
