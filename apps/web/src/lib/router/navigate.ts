import { useEffect } from 'react';
import { type NavigateOptions, navigateTo } from './location.ts';

/** The function that navigates (stable: it does not depend on the render). */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return navigateTo;
}

/** Navigates once it renders (e.g. an unknown path sends the player home). */
export function Navigate({ to, replace, state }: NavigateOptions & { to: string }) {
  useEffect(() => navigateTo(to, { replace, state }), [to, replace, state]);
  return null;
}
