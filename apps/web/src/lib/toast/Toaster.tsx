import { useEffect } from 'react';
import { dismissToast, type Toast, useToasts } from './toast-store.ts';

const ICONS: Record<Toast['kind'], string> = { success: '✓', error: '!', info: 'i', warning: '⚠' };

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration]);

  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className="toast__icon" aria-hidden="true">
        {ICONS[toast.kind]}
      </span>
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
      <span className="toast__progress" style={{ animationDuration: `${toast.duration}ms` }} />
    </div>
  );
}

/** Notifications, top-right. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section className="toaster" aria-label="Notifications" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
