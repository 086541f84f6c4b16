import type { LegalSection } from './legal-section.ts';

/** Terms of Service: ten sections (docs/spec/001-game.md). The contact section is completed with the configured address. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Introduction',
    paragraphs: [
      'Welcome to Warlords of Solana. These Terms of Service govern your access to and use of the Warlords of Solana website, game, staking portal, marketplace and related services (the "Platform").',
      'By connecting a wallet or otherwise using the Platform you agree to these Terms. If you do not agree, do not use the Platform.',
    ],
  },
  {
    title: 'Definitions',
    paragraphs: ['In these Terms:'],
    bullets: [
      '"WLO" is the utility token of the Platform on the Solana network.',
      '"Wallet" is a self-custodial Solana wallet you control and connect to the Platform.',
      '"Assets" are the heroes, farmers, items and packs recorded for your wallet.',
      '"Staking" is locking WLO in a pool for a period in exchange for rewards.',
      '"We", "us" and "our" refer to the operators of Warlords of Solana.',
    ],
  },
  {
    title: 'Eligibility',
    paragraphs: [
      'You must be at least 18 years old, and of legal age to enter into a binding agreement where you live, to use the Platform.',
      'You may not use the Platform where doing so is prohibited by the laws that apply to you, including sanctions and token regulations.',
    ],
  },
  {
    title: 'User Accounts',
    paragraphs: [
      'Your account is your wallet. You sign in by signing a one-time message with your wallet; we never ask for, receive or store your private keys or seed phrase.',
      'You alone are responsible for the security of your wallet and for every action taken with it. Blockchain transactions you sign cannot be reversed by us.',
    ],
  },
  {
    title: 'Platform Rules',
    paragraphs: ['When using the Platform you agree not to:'],
    bullets: [
      'exploit bugs, automate play or manipulate game outcomes, rewards or the marketplace;',
      'use the Platform for fraud, money laundering or any unlawful purpose;',
      'interfere with the Platform, its servers or other players;',
      'impersonate others or misrepresent listed assets.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'The Platform, its software, names, logos, artwork and content belong to us or our licensors. Holding an asset in the game does not transfer any copyright or trademark in its artwork.',
      'You may not copy, modify or distribute the Platform or its content except as these Terms allow.',
    ],
  },
  {
    title: 'Disclaimers',
    paragraphs: [
      'The Platform is provided "as is" and "as available", without warranties of any kind. Digital assets are volatile; the value of WLO and of game assets can fall to zero.',
      'Nothing on the Platform is financial, investment, legal or tax advice. APY figures and rewards are estimates and may change.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'To the fullest extent the law allows, we are not liable for indirect, incidental or consequential damages, for lost profits or tokens, or for losses caused by wallets, networks, smart contracts or third parties.',
      'Our total liability for any claim is limited to the fees you paid to us in the three months before the claim arose.',
    ],
  },
  {
    title: 'Updates to These Terms',
    paragraphs: [
      'We may update these Terms from time to time. The date at the top of this page shows when they last changed; continuing to use the Platform after a change means you accept the updated Terms.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: ['Questions about these Terms? Write to us at'],
  },
];
