import { PAGE_ROUTES } from '../../apps/web/src/app/routes/route-table.ts';

/**
 * Every route of the app, its name in screenshot files, and the title its page shows: the
 * web app's route table (pure data, no React), so a new page is tested without a second list.
 */
export const APP_ROUTES = PAGE_ROUTES.map(({ id, path, heading }) => ({ path, name: id, title: heading }));
