import { type FormEvent, useId, useState } from 'react';
import type { TokenNotice } from '../lib/admin-token-store.ts';

const NOTICES: Record<TokenNotice, { text: string; alert: boolean }> = {
  refused: { text: 'The server refused that admin token (401). Enter it again.', alert: true },
  disabled: {
    text: 'The operator console is not enabled on this server: ADMIN_TOKEN is not set (404).',
    alert: true,
  },
  forgotten: { text: 'The admin token was forgotten in this tab.', alert: false },
};

/**
 * Asks for the server's ADMIN_TOKEN. It is kept in this tab's session storage only and sent
 * as a bearer token; closing the tab forgets it.
 */
export function AdminTokenForm({
  notice,
  onSubmit,
}: {
  notice: TokenNotice | null;
  onSubmit: (token: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const said = notice ? NOTICES[notice] : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = value.trim();
    if (token) onSubmit(token);
  };

  return (
    <form className="card admin-token" onSubmit={submit} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="card-title">
        Admin token
      </h2>
      {said ? (
        <p className={said.alert ? 'admin-token__notice is-alert' : 'admin-token__notice'} role="alert">
          {said.text}
        </p>
      ) : null}
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={inputId}>
          ADMIN_TOKEN
        </label>
        <input
          id={inputId}
          className="admin-input"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={hintId}
          required
        />
        <p id={hintId} className="admin-field__hint">
          The server's ADMIN_TOKEN. Kept in this tab only (session storage) and sent as a bearer token.
        </p>
      </div>
      <button type="submit" className="btn btn--primary" disabled={value.trim() === ''}>
        OPEN CONSOLE
      </button>
    </form>
  );
}
