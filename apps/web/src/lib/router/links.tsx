import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from './BrowserRouter.tsx';
import { type NavigateOptions, navigateTo } from './location.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface LinkProps extends AnchorProps, NavigateOptions {
  to: string;
  className?: string;
}

/** A plain click navigates in the page; a modified or middle click is left to the browser (new tab). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigateTo(to, { replace, state });
      }}
    />
  );
}

/** Whether `pathname` is `to` or a page under it (case-insensitive, as the routes match). */
export function isActivePath(pathname: string, to: string) {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase().replace(/\/+$/, '') || '/';
  return current === target || (target !== '/' && current.startsWith(`${target}/`));
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((status: { isActive: boolean }) => string);
}

/** A Link that knows whether it points at the current page (aria-current="page"). */
export function NavLink({ className, ...link }: NavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, link.to);
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
