/** Deterministic pseudo-random points so the art is the same on every load. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function hexagon(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const random = seeded(7);
const PARTICLES = Array.from({ length: 28 }, () => ({
  x: 20 + random() * 360,
  y: 20 + random() * 360,
  r: 0.8 + random() * 2.2,
  o: 0.25 + random() * 0.6,
}));

/** The warlord helm in its quantum rings: drawn in code, nothing downloaded. */
export function HeroArt() {
  return (
    <svg
      className="hero-art"
      viewBox="0 0 400 400"
      role="img"
      aria-label="A neon warlord helm inside rotating quantum rings"
    >
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#3b1d80" stopOpacity="0.9" />
          <stop offset="0.55" stopColor="#0d1440" stopOpacity="0.5" />
          <stop offset="1" stopColor="#05060f" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-edge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#00f0ff" />
          <stop offset="1" stopColor="#b14cff" />
        </linearGradient>
        <linearGradient id="hero-helm" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1c2560" />
          <stop offset="1" stopColor="#070a1e" />
        </linearGradient>
        <filter id="hero-blur" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="6" />
        </filter>
      </defs>

      <circle cx="200" cy="200" r="200" fill="url(#hero-glow)" />
      {PARTICLES.map((p) => (
        <circle key={`${p.x}-${p.y}`} cx={p.x} cy={p.y} r={p.r} fill="#7fe9ff" opacity={p.o} />
      ))}

      <g className="hero-art__ring hero-art__ring--slow">
        <polygon
          points={hexagon(200, 200, 178)}
          fill="none"
          stroke="url(#hero-edge)"
          strokeWidth="1.5"
          strokeDasharray="14 10"
          opacity="0.7"
        />
      </g>
      <g className="hero-art__ring hero-art__ring--fast">
        <circle
          cx="200"
          cy="200"
          r="150"
          fill="none"
          stroke="#00f0ff"
          strokeWidth="1"
          strokeDasharray="2 8"
          opacity="0.8"
        />
        <circle cx="200" cy="50" r="5" fill="#00f0ff" />
        <circle cx="350" cy="200" r="4" fill="#b14cff" />
      </g>
      <polygon
        points={hexagon(200, 200, 126)}
        fill="none"
        stroke="url(#hero-edge)"
        strokeWidth="2.5"
        opacity="0.9"
      />

      {/* Helm glow and body */}
      <path
        d="M200 82 L262 118 L276 198 L252 268 L200 306 L148 268 L124 198 L138 118 Z"
        fill="#b14cff"
        opacity="0.35"
        filter="url(#hero-blur)"
      />
      <path
        d="M200 82 L262 118 L276 198 L252 268 L200 306 L148 268 L124 198 L138 118 Z"
        fill="url(#hero-helm)"
        stroke="url(#hero-edge)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      {/* Crest */}
      <path d="M200 40 L214 96 L200 88 L186 96 Z" fill="url(#hero-edge)" />
      <path d="M200 92 L200 150" stroke="#00f0ff" strokeWidth="3" opacity="0.8" />
      {/* Visor */}
      <path
        d="M146 182 L200 204 L254 182 L248 200 L200 222 L152 200 Z"
        fill="#00f0ff"
        className="hero-art__visor"
      />
      {/* Cheek plates and circuit lines */}
      <path
        d="M150 226 L178 250 L178 282 M250 226 L222 250 L222 282"
        fill="none"
        stroke="url(#hero-edge)"
        strokeWidth="2.5"
      />
      <path
        d="M168 132 L190 150 M232 132 L210 150"
        stroke="#b14cff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="200" cy="262" r="6" fill="#b14cff" />
      <path
        d="M60 300 H110 L130 280 M340 300 H290 L270 280 M60 100 H100 L120 120 M340 100 H300 L280 120"
        fill="none"
        stroke="#00f0ff"
        strokeWidth="1.2"
        opacity="0.5"
      />
    </svg>
  );
}
