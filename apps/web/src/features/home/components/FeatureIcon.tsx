export type FeatureIconName = 'staking' | 'farmers' | 'marketplace';

/** Card icons, drawn in code. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      className="feature-icon"
      width="56"
      height="56"
      viewBox="0 0 56 56"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="1"
        y="1"
        width="54"
        height="54"
        rx="14"
        fill="rgba(0,240,255,0.06)"
        stroke="currentColor"
        strokeOpacity="0.5"
      />
      {name === 'staking' ? (
        <g fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
          <ellipse cx="28" cy="19" rx="11" ry="4.5" />
          <path d="M17 19v8c0 2.5 5 4.5 11 4.5s11-2 11-4.5v-8M17 27v8c0 2.5 5 4.5 11 4.5s11-2 11-4.5v-8" />
          <path d="M28 43v4M24 47h8" />
        </g>
      ) : null}
      {name === 'farmers' ? (
        <g fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M28 44V26" />
          <path d="M28 30c-9 0-13-6-13-13 8 0 13 5 13 13zM28 26c0-8 5-13 13-13 0 7-4 13-13 13z" />
          <path d="M18 44h20" />
        </g>
      ) : null}
      {name === 'marketplace' ? (
        <g fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14 22h28l-3 16H17z" />
          <path d="M21 22l3-8M35 22l-3-8" />
          <circle cx="21" cy="43" r="2" />
          <circle cx="35" cy="43" r="2" />
        </g>
      ) : null}
    </svg>
  );
}
