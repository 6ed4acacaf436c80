import { Toaster as UiToaster } from '@nsa/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dismissToast, markSeen, toasts } from '../lib/toast.ts';
import { ConsoleUi } from './ConsoleUi.tsx';

/** The console's toasts (lib/toast.ts) on the ui Toaster; each toast's own timer lives in the store. */
export function Toaster() {
  const { items } = useSnapshot(toasts);
  const { t } = useTranslation();
  // After the commit that drew them: a chunk failure's reload waits for its warning to be seen.
  useEffect(() => markSeen(items.map((toast) => toast.id)), [items]);
  return (
    <UiToaster
      toasts={items.map((toast) => ({ ...toast, duration: Number.POSITIVE_INFINITY }))}
      onDismiss={(id) => dismissToast(Number(id))}
      labels={{ close: t('common.close'), region: t('app.notifications') }}
    />
  );
}

/** For the /login island, which paints without the ui: its own theme and direction, no page-wide styles. */
export function StandaloneToaster() {
  return (
    <ConsoleUi global={false}>
      <Toaster />
    </ConsoleUi>
  );
}
