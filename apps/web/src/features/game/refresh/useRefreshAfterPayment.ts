import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type RefreshOptions,
  refreshAfterPayment,
  refreshAfterPaymentLater,
} from './refresh-after-payment.ts';

export interface PaymentRefresher {
  /** Reads the keys again now; resolves once the ones on screen are fetched. */
  now(keys: readonly QueryKey[], options?: RefreshOptions): Promise<void>;
  /** Reads the keys again after `delayMs` (fire and forget). */
  later(keys: readonly QueryKey[], delayMs: number): void;
}

/** `refreshAfterPayment` bound to the page's query client. Each feature names its own keys. */
export function useRefreshAfterPayment(): PaymentRefresher {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      now: (keys, options) => refreshAfterPayment(queryClient, keys, options),
      later: (keys, delayMs) => refreshAfterPaymentLater(queryClient, keys, delayMs),
    }),
    [queryClient],
  );
}
