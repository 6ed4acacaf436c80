import { DEMO_MNEMONIC } from '@nsa/api';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/languages.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { ThemeSelect } from './ThemeSelect.tsx';
import { WalletList } from './WalletList.tsx';
import './LoginScreen.css';

type Props = {
  /** The deep link to return to after sign-in (`?redirect=`), if any. */
  redirect: string | null;
  onSignedIn: (path: string) => void;
  onLanguageChange: (language: Language) => void;
  /** Called as a wallet is chosen: the time to fetch what the signed-in pages need. */
  onWalletChosen?: () => void;
};

/** A console served from this machine (`npm start`, Storybook) signs in with the demo accounts. */
const localRun = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

/**
 * The sign-in page. It knows no router, so a direct visit to /login paints without one; the
 * wallets are listed in the first paint, and wagmi loads only when one is chosen.
 */
export function LoginScreen({ redirect, onSignedIn, onLanguageChange, onWalletChosen }: Props) {
  const { t } = useTranslation();
  // "Sign in · Node Sales Admin", as every signed-in page names itself (`t` changes with the language).
  useEffect(() => {
    document.title = `${t('login.title')} · ${t('app.title')}`;
  }, [t]);
  return (
    <main className="login">
      <div className="login-bar">
        <span className="login-brand">{t('app.title')}</span>
        <span className="login-controls">
          <LanguageSelect onChange={onLanguageChange} />
          <ThemeSelect />
        </span>
      </div>
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="login-muted">{t('login.subtitle')}</p>
        <h2 id="wallets-heading">{t('login.wallets')}</h2>
        <WalletList redirect={redirect} onSignedIn={onSignedIn} onWalletChosen={onWalletChosen} />
      </section>
      {localRun ? (
        <details className="login-demo">
          <summary>{t('login.demoTitle')}</summary>
          <p>{t('login.demoImport')}</p>
          <code dir="ltr">{DEMO_MNEMONIC}</code>
          <p className="login-muted">{t('login.demoAccounts')}</p>
        </details>
      ) : null}
    </main>
  );
}
