import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function TokenPage() {
  return (
    <PagePlaceholder
      eyebrow="Token"
      title="WLO TOKEN"
      lead="WLO powers staking, packs and the marketplace of Warlords of Solana."
    />
  );
}
