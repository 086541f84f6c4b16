import { AfterHydration } from '../../../lib/ui/AfterHydration.tsx';
import { AdminConsole } from '../components/AdminConsole.tsx';
import { AdminTokenForm } from '../components/AdminTokenForm.tsx';
import { saveAdminToken, useAdminToken } from '../lib/admin-token-store.ts';
import '../admin.css';

/**
 * The operator console, `/admin` (docs/operations.md): linked from no page and kept out of
 * search engines. Prerendered as its header only; the token form or the console follows
 * hydration, since the token lives in this tab's session storage.
 */
export default function AdminPage() {
  const { token, notice } = useAdminToken();
  return (
    <div className="page admin-page">
      <header className="admin-page__header">
        <p className="eyebrow">Operator</p>
        <h1 className="page-title">OPERATOR CONSOLE</h1>
      </header>
      <AfterHydration>
        {token ? (
          <AdminConsole key={token} token={token} />
        ) : (
          <AdminTokenForm notice={notice} onSubmit={saveAdminToken} />
        )}
      </AfterHydration>
    </div>
  );
}
