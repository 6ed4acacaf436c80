import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dismissToast, toasts } from '../lib/toast.ts';

/** Polite live region for confirmations, assertive one for warnings and errors. */
export function Toaster() {
  const { items } = useSnapshot(toasts);
  const { t } = useTranslation();
  const urgent = items.filter((x) => x.tone === 'warning' || x.tone === 'error');
  const calm = items.filter((x) => x.tone === 'info' || x.tone === 'success');
  const render = (list: typeof items) =>
    list.map((toast) => (
      <div key={toast.id} className={`toast toast-${toast.tone}`}>
        <div>
          <strong>{toast.title}</strong>
          {toast.body ? <p>{toast.body}</p> : null}
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          onClick={() => dismissToast(toast.id)}
        >
          ×
        </button>
      </div>
    ));
  return (
    <div className="toaster">
      <div role="alert" aria-live="assertive">
        {render(urgent)}
      </div>
      <div role="status" aria-live="polite">
        {render(calm)}
      </div>
    </div>
  );
}
