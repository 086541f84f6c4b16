import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function FarmersPage() {
  return (
    <PagePlaceholder
      eyebrow="Farmers"
      title="FARMERS"
      lead="Collect farmers that yield WLO every hour, level them up and climb the farm power leaderboard."
    />
  );
}
