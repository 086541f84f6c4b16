import type { LegalSection } from './legal-section.ts';

/** Privacy Policy: nine sections (docs/spec/001-game.md). The contact section is completed with the configured address. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Introduction',
    paragraphs: [
      'This Privacy Policy explains what information Warlords of Solana collects when you use the Platform, how we use it and the choices you have.',
    ],
  },
  {
    title: 'Information We Collect',
    paragraphs: ['We collect only what the game needs:'],
    bullets: [
      'Wallet address: the public address of the wallet you connect, which identifies your account.',
      'Transaction information: stakes, purchases, rewards and other game transactions and their on-chain signatures, which are public on the Solana blockchain.',
      'Usage information: technical data such as pages visited, browser type and errors, used to keep the Platform working.',
    ],
  },
  {
    title: 'How We Use Information',
    paragraphs: [
      'We use this information to run the game and staking, to show your balances, assets and history, to prevent fraud and abuse, and to improve the Platform.',
    ],
  },
  {
    title: 'Sharing of Information',
    paragraphs: [
      'We do not sell your information. We share it only with service providers who help us run the Platform, when the law requires it, or to protect the Platform and its players. Blockchain transactions are public by design.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'We protect the information we hold with technical and organisational measures. We never ask for your private keys or seed phrase; keep them secret.',
    ],
  },
  {
    title: 'Your Rights',
    paragraphs: [
      'Depending on where you live, you may ask to access, correct or delete the information we hold about you, or object to its use. Information recorded on the blockchain cannot be changed or deleted by us.',
    ],
  },
  {
    title: 'Children Under 18',
    paragraphs: [
      'The Platform is not meant for anyone under 18. We do not knowingly collect information from children; if you believe a child has used the Platform, contact us and we will delete what we hold.',
    ],
  },
  {
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this Privacy Policy. The date at the top of this page shows when it last changed; significant changes will be announced on the Platform.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: ['Questions about your privacy? Write to us at'],
  },
];
