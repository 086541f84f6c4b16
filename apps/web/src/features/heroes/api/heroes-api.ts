import { equipResponse, heroLevelUpResponse, type Network, useItemResponse } from '@wos/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client.ts';
import { tolerantHeroes, tolerantItems } from '../../wallet/asset-rows.ts';

/** The lists read field by field with the specification's defaults (docs/spec/001-game.md §3). */
const walletHeroesResponse = z.object({ heroes: tolerantHeroes });
const itemsResponse = z.object({ items: tolerantItems });

/** Heroes and items calls (docs/spec/001-game.md §7), each response checked against its shared contract. */

const path = (prefix: string, address: string) => `${prefix}/${encodeURIComponent(address)}`;

export function fetchHeroes(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(path('/heroes', address), { schema: walletHeroesResponse, query: { network }, signal });
}

export function fetchItems(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(path('/assets/items', address), { schema: itemsResponse, query: { network }, signal });
}

export interface HeroRequest {
  walletAddress: string;
  heroId: string;
  network: Network;
}

export function levelUpHero(body: HeroRequest) {
  return apiRequest('/heroes/levelup', { method: 'POST', body, schema: heroLevelUpResponse });
}

export interface HeroItemRequest extends HeroRequest {
  /** The owned item's id. */
  itemId: string;
}

export function equipItem(body: HeroItemRequest) {
  return apiRequest('/heroes/equip', { method: 'POST', body, schema: equipResponse });
}

export function unequipItem(body: HeroItemRequest) {
  return apiRequest('/heroes/unequip', { method: 'POST', body, schema: equipResponse });
}

export interface UseItemRequest {
  walletAddress: string;
  itemId: string;
  network: Network;
}

export function consumeItem(body: UseItemRequest) {
  return apiRequest('/items/use', { method: 'POST', body, schema: useItemResponse });
}
