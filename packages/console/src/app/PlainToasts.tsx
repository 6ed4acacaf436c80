import { type CSSProperties, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { i18n } from '../lib/i18n.ts';
import { dismissToast, markSeen, type ToastTone, toasts } from '../lib/toast.ts';

const region: CSSProperties = {
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: 1000,
  inlineSize: 'min(24rem, 100vw)',
  boxSizing: 'border-box',
  padding: '1rem',
  fontFamily: 'var(--font-family)',
};
const list: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
};
const edge: Record<ToastTone, string> = {
  error: 'var(--color-danger)',
  warning: 'var(--color-warning)',
  success: 'var(--color-success)',
  info: 'var(--color-info)',
};
const item = (tone: ToastTone): CSSProperties => ({
  display: 'flex',
  alignItems: 'start',
  gap: '0.75rem',
  paddingBlock: '0.75rem',
  paddingInline: '1rem 0.5rem',
  background: 'var(--color-surface)',
  color: 'var(--color-fg-default)',
  border: '1px solid var(--color-border)',
  borderInlineStart: `4px solid ${edge[tone]}`,
  borderRadius: 'var(--radius-md)',
  boxShadow: '0 6px 20px rgb(0 0 0 / 0.18)',
  listStyle: 'none',
});
const close: CSSProperties = {
  marginInlineStart: 'auto',
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
};

/**
 * The toasts drawn without the design system, when the toaster's own chunk cannot load (as after a
 * deploy that removed the chunks a page was built with): the warning that says so is still seen.
 */
export function PlainToasts() {
  const { items } = useSnapshot(toasts);
  useEffect(() => markSeen(items.map((toast) => toast.id)), [items]);
  return (
    <section aria-label={i18n.t('app.notifications').replace(/\s*\(?\{hotkey\}\)?/, '')} style={region}>
      <ol style={list}>
        {items.map((toast) => (
          <li
            key={toast.id}
            data-tone={toast.tone}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            style={item(toast.tone)}
          >
            <div>
              <strong>{toast.title}</strong>
              {toast.body ? <div style={{ fontSize: 'var(--font-size-sm)' }}>{toast.body}</div> : null}
            </div>
            <button
              type="button"
              aria-label={i18n.t('common.close')}
              style={close}
              onClick={() => dismissToast(toast.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
