import { useEffect } from 'react';
import { toast } from '../toast/toast-store.ts';

/** Shows `message` as an error toast each time a new error arrives (and logs it). */
export function useErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (!error) return;
    console.error(error);
    toast.error(message);
  }, [error, message]);
}
