import { type Screen, screensFor } from '@nsa/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { shortenAddress } from '../lib/format.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { session } from '../lib/session.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { logout } from './sessionLifecycle.ts';
import { ThemeSelect } from './ThemeSelect.tsx';
import { useSetLanguageParam } from './useLanguageParam.ts';

const menu: {
  screen: Screen;
  to: string;
  label: 'nav.users' | 'nav.orders' | 'nav.withdraw' | 'nav.operation';
}[] = [
  { screen: 'home', to: '/home', label: 'nav.users' },
  { screen: 'order', to: '/order', label: 'nav.orders' },
  { screen: 'withdraw', to: '/withdraw', label: 'nav.withdraw' },
  { screen: 'operation', to: '/operation', label: 'nav.operation' },
];

/** One cache for the signed-in screens; it is dropped when the session ends (layout unmounts). */
const queryClient = createQueryClient();

export function Component() {
  const { userInfo } = useSnapshot(session);
  const { t } = useTranslation();
  const navigation = useNavigation();
  const setLanguage = useSetLanguageParam();
  useEffect(() => () => queryClient.clear(), []);
  if (!userInfo) return null;
  const visible = menu.filter((item) => screensFor(userInfo.role).includes(item.screen));
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <span className="brand">{t('app.title')}</span>
        {/* The operator has one screen: no menu to show. */}
        {userInfo.role !== 'operator' ? (
          <nav aria-label={t('nav.menu')}>
            <ul className="menu">
              {visible.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{t(item.label)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="topbar-end">
          <LanguageSelect onChange={setLanguage} />
          <ThemeSelect />
          <span className="who">
            {t('nav.signedInAs', { role: t(`roles.${userInfo.role}`) })}{' '}
            <bdi dir="ltr" title={userInfo.address}>
              {shortenAddress(userInfo.address)}
            </bdi>
          </span>
          <button type="button" className="button button-quiet" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        </div>
      </header>
      {navigation.state === 'loading' ? (
        <div className="progress" role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      <main id="main" className="content">
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      </main>
    </div>
  );
}
