import type { WalletAccount } from '@wallet-standard/base';

/**
 * The three `standard:` features of the Wallet Standard, declared here with the exact
 * names and shapes the wallet adapter reads (@wallet-standard/features).
 */
export const StandardConnect = 'standard:connect';
export const StandardDisconnect = 'standard:disconnect';
export const StandardEvents = 'standard:events';

export interface StandardEventsChangeProperties {
  readonly chains?: readonly `${string}:${string}`[];
  readonly features?: Readonly<Record<`${string}:${string}`, unknown>>;
  readonly accounts?: readonly WalletAccount[];
}
export type StandardEventsListener = (properties: StandardEventsChangeProperties) => void;

export type StandardFeatures = {
  readonly [StandardConnect]: {
    readonly version: '1.0.0';
    readonly connect: (input?: {
      readonly silent?: boolean;
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>;
  };
  readonly [StandardDisconnect]: {
    readonly version: '1.0.0';
    readonly disconnect: () => Promise<void>;
  };
  readonly [StandardEvents]: {
    readonly version: '1.0.0';
    readonly on: (event: 'change', listener: StandardEventsListener) => () => void;
  };
};
