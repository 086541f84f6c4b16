import type { Network } from '@wos/shared';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { useAuth } from '../../auth/lib/useAuth.ts';

export type GameAccount =
  | { signedIn: true; address: string; network: Network }
  | { signedIn: false; address: string | null; network: Network | undefined };

/** The signed-in wallet and the server's network, which every pack and farmer call names. */
export function useGameAccount(): GameAccount {
  const { phase, address } = useAuth();
  const network = useAppConfig()?.network;
  if (phase === 'signed-in' && address && network) return { signedIn: true, address, network };
  return { signedIn: false, address, network };
}
