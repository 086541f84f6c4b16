/**
 * Drawn here rather than downloaded (docs/architecture.md §6): simple marks in each wallet's colours, for
 * the not-detected entries of the wallet list.
 */
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

export const PHANTOM_ICON = dataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ab9ff2"/><path d="M14 44c0-14 8-26 20-26s16 9 16 17c0 6-4 8-7 8-2 0-3-1-4-3-1 3-3 4-5 4s-3-1-4-3c-1 3-3 5-6 5-4 0-10-1-10-2z" fill="#fff"/><ellipse cx="32" cy="32" rx="2.2" ry="3.4" fill="#3c315b"/><ellipse cx="40" cy="32" rx="2.2" ry="3.4" fill="#3c315b"/></svg>',
);

export const SOLFLARE_ICON = dataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffef46"/><stop offset="1" stop-color="#fc7d21"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="#02050a"/><circle cx="32" cy="32" r="11" fill="url(#s)"/><path d="M32 8v10M32 46v10M8 32h10M46 32h10M15 15l7 7M42 42l7 7M15 49l7-7M42 22l7-7" stroke="url(#s)" stroke-width="4" stroke-linecap="round"/></svg>',
);

export const BACKPACK_ICON = dataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#e33e3f"/><path d="M25 16a7 7 0 0 1 14 0v3h-4v-3a3 3 0 0 0-6 0v3h-4z" fill="#fff"/><rect x="16" y="19" width="32" height="31" rx="9" fill="#fff"/><rect x="22" y="33" width="20" height="9" rx="3" fill="#e33e3f"/></svg>',
);
