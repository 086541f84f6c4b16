import { useId } from 'react';

/** A panel's wait: spinner and what is loading. */
export function LoadingState({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="market-state" role="status" data-testid={testId}>
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** A panel's failure: the message the specification gives, and RETRY. */
export function ErrorState({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <div className="market-state card" role="alert" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        RETRY
      </button>
    </div>
  );
}

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search box of the marketplace's panels. */
export function SearchField({ label, placeholder, value, onChange, className = '' }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`market-field market-field--search ${className}`.trim()}>
      <label htmlFor={id} className="market-field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="market-input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={64}
        autoComplete="off"
      />
    </div>
  );
}
