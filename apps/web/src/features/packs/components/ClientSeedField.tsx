import { useId } from 'react';
import { CLIENT_SEED_MAX_LENGTH } from '../lib/client-seed.ts';

interface Props {
  value: string;
  onChange: (seed: string) => void;
  onRandomise: () => void;
  disabled: boolean;
}

/** The client seed mixed into the next opening: shown, editable, random by default. */
export function ClientSeedField({ value, onChange, onRandomise, disabled }: Props) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="client-seed">
      <label htmlFor={inputId} className="client-seed__label">
        Client seed
      </label>
      <div className="client-seed__row">
        <input
          id={inputId}
          className="client-seed__input"
          value={value}
          maxLength={CLIENT_SEED_MAX_LENGTH}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hintId}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="btn btn--ghost btn--small" onClick={onRandomise} disabled={disabled}>
          NEW SEED
        </button>
      </div>
      <p id={hintId} className="client-seed__hint muted">
        Mixed with the server's sealed seed when you open a pack: HMAC-SHA256(serverSeed, clientSeed + ':' +
        packId). Change it to anything you like.
      </p>
    </div>
  );
}
