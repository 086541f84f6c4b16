// Test fixtures other features' tests may import (never production code): owned heroes and items.
export { ownedHero, ownedItem } from './lib/test-fixtures.ts';
