// What other features may import from packs: the pack store and MY PACKS (farmers and heroes
// pages show them), the owned packs, and what an opening revealed.
export { MyPacks } from './components/MyPacks.tsx';
export { PackStore } from './components/PackStore.tsx';
export { usePackInventory } from './data-access/usePackInventory.ts';
export type { RevealedPack } from './lib/open-result.ts';
