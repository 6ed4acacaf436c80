import type { Screen } from '@nsa/api';
import { shortenAddress } from '@nsa/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { screenOfPath } from '../lib/guards.ts';

const titleKeys = {
  home: 'users.title',
  user: 'user.title',
  order: 'orders.title',
  withdraw: 'withdraw.title',
  operation: 'operation.title',
  audit: 'audit.title',
} as const satisfies Record<Screen, string>;

/**
 * "Withdrawals · Node Sales Admin": tabs, history and screen readers name the page, in the
 * user's language; a user's page names the user, so several open tabs stay apart.
 */
export function useDocumentTitle(pathname: string) {
  const { t } = useTranslation();
  useEffect(() => {
    const screen = screenOfPath(pathname);
    const page = screen ? t(titleKeys[screen]) : t('errors.pageNotFound');
    const address = screen === 'user' ? decodeURIComponent(pathname.split('/')[2] ?? '') : '';
    const name = address ? `${page} ${shortenAddress(address)}` : page;
    document.title = `${name} · ${t('app.title')}`;
  }, [pathname, t]);
}
