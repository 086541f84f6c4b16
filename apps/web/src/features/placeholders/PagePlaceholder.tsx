import type { ReactNode } from 'react';
import './placeholder.css';

interface Props {
  eyebrow: string;
  title: ReactNode;
  lead: string;
  children?: ReactNode;
}

/**
 * A page whose feature has not landed yet: its title and what it will hold, and nothing
 * that pretends to work.
 */
export function PagePlaceholder({ eyebrow, title, lead, children }: Props) {
  return (
    <div className="page placeholder">
      <header className="placeholder__header">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="page-title">{title}</h1>
        <p className="placeholder__lead">{lead}</p>
      </header>
      {children}
      <p className="placeholder__notice" role="note">
        <span className="status-dot status-dot--amber" aria-hidden="true" />
        This area is being prepared and opens in an upcoming update.
      </p>
    </div>
  );
}
