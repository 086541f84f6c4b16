/** The Warlords shield: drawn in code. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-edge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#00f0ff" />
          <stop offset="1" stopColor="#b14cff" />
        </linearGradient>
        <linearGradient id="logo-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#121a44" />
          <stop offset="1" stopColor="#05060f" />
        </linearGradient>
      </defs>
      <path
        d="M32 3 58 15v19c0 14-11 24-26 27C17 58 6 48 6 34V15z"
        fill="url(#logo-fill)"
        stroke="url(#logo-edge)"
        strokeWidth="3.5"
      />
      <path
        d="M18 22l6 21 8-13 8 13 6-21"
        fill="none"
        stroke="url(#logo-edge)"
        strokeWidth="4.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="32" cy="14" r="2.5" fill="#00f0ff" />
    </svg>
  );
}
