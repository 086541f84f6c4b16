/** The picture of the no-wallet state: an empty wallet in the app's colours. */
export function NoWalletArt() {
  return (
    <svg width="160" height="110" viewBox="0 0 160 110" aria-hidden="true" className="wallet-modal__art">
      <defs>
        <linearGradient id="no-wallet-edge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#00f0ff" />
          <stop offset="1" stopColor="#b14cff" />
        </linearGradient>
      </defs>
      <rect
        x="18"
        y="22"
        width="124"
        height="76"
        rx="14"
        fill="#0b0f26"
        stroke="url(#no-wallet-edge)"
        strokeWidth="3"
      />
      <path d="M30 22 L104 6 L112 22" fill="none" stroke="#61719a" strokeWidth="3" strokeLinejoin="round" />
      <path
        d="M112 48h30v24h-30a12 12 0 0 1 0-24z"
        fill="#12183c"
        stroke="url(#no-wallet-edge)"
        strokeWidth="3"
      />
      <circle cx="114" cy="60" r="4" fill="#00f0ff" />
      <path d="M40 80h40" stroke="#61719a" strokeWidth="3" strokeLinecap="round" strokeDasharray="2 8" />
    </svg>
  );
}
