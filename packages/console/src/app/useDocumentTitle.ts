import { screenOfPath } from '@nsa/api';
import { shortenAddress } from '@nsa/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleScreens } from './screens.ts';

/**
 * "Withdrawals · Node Sales Admin": tabs, history and screen readers name the page, in the
 * user's language; a record's page names the record, so several open tabs stay apart.
 */
export function useDocumentTitle(pathname: string) {
  const { t } = useTranslation();
  useEffect(() => {
    const screen = screenOfPath(pathname);
    const page = screen ? t(consoleScreens[screen].title) : t('errors.pageNotFound');
    // A record's page names the record: the user's short address, the withdrawal's id.
    const key =
      screen === 'user' || screen === 'withdrawal' ? decodeURIComponent(pathname.split('/')[2] ?? '') : '';
    const name = !key ? page : `${page} ${screen === 'user' ? shortenAddress(key) : key}`;
    document.title = `${name} · ${t('app.title')}`;
  }, [pathname, t]);
}
