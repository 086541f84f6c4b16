// What other features may import from home: the id of the section the hero's STAKE button scrolls to.
export { STAKING_POOLS_SECTION_ID } from './components/HeroSection.tsx';
