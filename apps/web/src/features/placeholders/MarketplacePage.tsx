import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function MarketplacePage() {
  return (
    <PagePlaceholder
      eyebrow="Marketplace"
      title="MARKETPLACE"
      lead="Buy and sell heroes, farmers and items with other warlords."
    />
  );
}
