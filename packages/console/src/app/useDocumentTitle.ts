import { screenOfPath } from '@nsa/api';
import { shortenAddress } from '@nsa/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleScreens } from './screens.ts';

/**
 * "Withdrawals · Node Sales Admin": tabs, history and screen readers name the page, in the
 * user's language; a user's page names the user, so several open tabs stay apart.
 */
export function useDocumentTitle(pathname: string) {
  const { t } = useTranslation();
  useEffect(() => {
    const screen = screenOfPath(pathname);
    const page = screen ? t(consoleScreens[screen].title) : t('errors.pageNotFound');
    const address = screen === 'user' ? decodeURIComponent(pathname.split('/')[2] ?? '') : '';
    const name = address ? `${page} ${shortenAddress(address)}` : page;
    document.title = `${name} · ${t('app.title')}`;
  }, [pathname, t]);
}
