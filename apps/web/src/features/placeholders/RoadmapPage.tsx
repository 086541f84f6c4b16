import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function RoadmapPage() {
  return (
    <PagePlaceholder
      eyebrow="Roadmap"
      title="ROADMAP"
      lead="From the pre-game phase to full battles: the phases of Warlords of Solana."
    />
  );
}
