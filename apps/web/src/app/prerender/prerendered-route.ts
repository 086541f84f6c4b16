/** The attribute of #root that names the page a prerendered document holds (e.g. `/wlo-token`). */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-route';

/** Set on #root once the app is attached to it (App.tsx). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
