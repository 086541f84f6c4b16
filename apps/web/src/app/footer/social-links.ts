export interface SocialLink {
  label: string;
  href: string;
  icon: 'x' | 'docs' | 'chat';
}

/** The community's places (docs/spec/000-shell-wallet-staking.md §2: X, documentation, chat group). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'X', href: 'https://x.com/warlordsofsolana', icon: 'x' },
  { label: 'Documentation', href: 'https://docs.warlords.example', icon: 'docs' },
  { label: 'Chat group', href: 'https://t.me/warlordsofsolana', icon: 'chat' },
];
