export * from './ability.ts';
export * from './draw-rarities.ts';
export * from './farmers.ts';
export * from './heroes.ts';
export * from './items.ts';
export * from './packs.ts';
