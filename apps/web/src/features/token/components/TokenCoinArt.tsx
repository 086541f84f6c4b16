/** The WLO coin in its orbit: drawn in code, nothing downloaded. */
export function TokenCoinArt() {
  return (
    <svg className="token-coin" viewBox="0 0 260 260" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="token-coin-edge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#00f0ff" />
          <stop offset="1" stopColor="#b14cff" />
        </linearGradient>
        <radialGradient id="token-coin-face" cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#1e2a6e" />
          <stop offset="1" stopColor="#070a1e" />
        </radialGradient>
        <filter id="token-coin-glow" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="10" />
        </filter>
      </defs>
      <ellipse
        className="token-coin__orbit"
        cx="130"
        cy="130"
        rx="122"
        ry="44"
        fill="none"
        stroke="url(#token-coin-edge)"
        strokeWidth="1.5"
        strokeDasharray="6 8"
        transform="rotate(-18 130 130)"
      />
      <circle cx="130" cy="130" r="82" fill="#b14cff" opacity="0.35" filter="url(#token-coin-glow)" />
      <circle
        cx="130"
        cy="130"
        r="82"
        fill="url(#token-coin-face)"
        stroke="url(#token-coin-edge)"
        strokeWidth="5"
      />
      <circle
        cx="130"
        cy="130"
        r="66"
        fill="none"
        stroke="#00f0ff"
        strokeOpacity="0.45"
        strokeDasharray="3 6"
      />
      <text
        x="130"
        y="146"
        textAnchor="middle"
        fill="url(#token-coin-edge)"
        fontFamily="monospace"
        fontSize="44"
        fontWeight="800"
      >
        WLO
      </text>
      <circle cx="28" cy="168" r="5" fill="#00f0ff" />
      <circle cx="236" cy="88" r="4" fill="#b14cff" />
    </svg>
  );
}
