import type { WalletIcon } from '@wallet-standard/base';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#00f0ff"/><stop offset="1" stop-color="#b14cff"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="#0a0d22"/><rect x="10" y="18" width="44" height="30" rx="6" fill="none" stroke="url(#g)" stroke-width="4"/><path d="M40 28h14v10H40a5 5 0 0 1 0-10z" fill="url(#g)"/><path d="M16 12h26" stroke="#00f0ff" stroke-width="3" stroke-linecap="round"/></svg>`;

/** The Dev Wallet's icon, drawn in code. */
export const DEV_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(SVG)}`;
