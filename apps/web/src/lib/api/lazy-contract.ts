import type { z } from 'zod';
import { networkFailure } from './api-error.ts';
import type * as Shared from './shared-exports.ts';

type SharedExports = typeof Shared;

/** The names of the shared package's zod contracts. */
export type ContractName = {
  [K in keyof SharedExports]: SharedExports[K] extends z.ZodType ? K : never;
}[keyof SharedExports];

/**
 * A zod contract that is imported when the first response needs it. The calls the shell
 * makes from the first load (sign-in, the signed-in wallet's balance, the Dev Wallet's
 * airdrop) name their contract this way, so zod and the contracts load beside their first
 * request instead of before the first paint (home route bundle budget, bench/bundle-size.ts).
 */
export class LazyContract<S> {
  #loading: Promise<S> | null = null;
  readonly #importSchema: () => Promise<S>;

  constructor(importSchema: () => Promise<S>) {
    this.#importSchema = importSchema;
  }

  load(): Promise<S> {
    this.#loading ??= this.#importSchema().catch((error: unknown) => {
      // A chunk that failed to arrive may arrive on the next call.
      this.#loading = null;
      console.error(error);
      throw networkFailure();
    });
    return this.#loading;
  }
}

/** The shared contract of that name, imported on first use. */
export function sharedContract<K extends ContractName>(name: K): LazyContract<SharedExports[K]> {
  return new LazyContract(() => import('./shared-exports.ts').then((shared) => shared[name]));
}
