import type { SocialLink } from './social-links.ts';

export function SocialIcon({ icon }: { icon: SocialLink['icon'] }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {icon === 'x' ? (
        <path
          d="M4 3h4.5l4 5.6L17.4 3H20l-6.3 7.3L21 21h-4.5l-4.4-6.1L6.7 21H4l6.9-7.9z"
          fill="currentColor"
        />
      ) : null}
      {icon === 'docs' ? (
        <path
          d="M6 2h9l5 5v15H6zM14 3v5h5M9 12h8M9 16h8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      ) : null}
      {icon === 'chat' ? (
        <path
          d="M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l9-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
