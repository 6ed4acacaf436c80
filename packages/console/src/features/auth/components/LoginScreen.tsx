import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../lib/components/LanguageSelect.tsx';
import { ThemeSelect } from '../../../lib/components/ThemeSelect.tsx';
import type { Language } from '../../../lib/languages.ts';

import { WalletList } from './WalletList.tsx';

type Props = {
  /** The deep link to return to after sign-in (`?redirect=`), if any. */
  redirect: string | null;
  onSignedIn: (path: string) => void;
  onLanguageChange: (language: Language) => void;
  /** Called as a wallet is chosen: the time to fetch what the signed-in pages need. */
  onWalletChosen?: () => void;
};

/**
 * The sign-in page. It knows no router, so a direct visit to /login paints without one; the
 * wallets are listed in the first paint, and wagmi loads only when one is chosen.
 */
export function LoginScreen({ redirect, onSignedIn, onLanguageChange, onWalletChosen }: Props) {
  const { t } = useTranslation();
  return (
    <main className="login">
      <div className="row spread">
        <span className="brand">{t('app.title')}</span>
        <span className="row">
          <LanguageSelect onChange={onLanguageChange} />
          <ThemeSelect />
        </span>
      </div>
      <div className="card">
        <h1>{t('login.title')}</h1>
        <p className="muted">{t('login.subtitle')}</p>
        <h2 id="wallets-heading">{t('login.wallets')}</h2>
        <WalletList redirect={redirect} onSignedIn={onSignedIn} onWalletChosen={onWalletChosen} />
      </div>
    </main>
  );
}
