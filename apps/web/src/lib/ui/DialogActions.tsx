import type { ReactNode } from 'react';

interface DialogActionsProps {
  dismissLabel: string;
  onDismiss: () => void;
  actionLabel: ReactNode;
  onAction: () => void;
  tone?: 'primary' | 'danger';
  disabled?: boolean;
}

/** The usual pair under a dialog: a quiet way out and the one thing the dialog is for. */
export function DialogActions(props: DialogActionsProps) {
  const { dismissLabel, onDismiss, actionLabel, onAction, tone = 'primary', disabled = false } = props;
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={onDismiss}>
        {dismissLabel}
      </button>
      <button type="button" className={`btn btn--${tone}`} onClick={onAction} disabled={disabled}>
        {actionLabel}
      </button>
    </>
  );
}
