import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoginScreen } from '../features/auth/components/LoginScreen.tsx';
import { REDIRECT_PARAM } from '../lib/guards.ts';
import { i18n, setLanguage } from '../lib/i18n.ts';
import type { Language } from '../lib/languages.ts';
import { LazyToaster } from './LazyToaster.tsx';

/** Keeps `?lang=` in the address bar in step with the switcher, as the router does on other pages. */
function changeLanguage(language: Language): void {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', language);
  window.history.replaceState(window.history.state, '', url);
  void setLanguage(language);
}

/** A direct visit to /login: the sign-in page alone, without the router, for a small first paint. */
export function LoginPage({
  onSignedIn,
  onWalletChosen,
}: {
  onSignedIn: (path: string) => void;
  onWalletChosen: () => void;
}) {
  const redirect = new URLSearchParams(window.location.search).get(REDIRECT_PARAM);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LoginScreen
          redirect={redirect}
          onSignedIn={onSignedIn}
          onLanguageChange={changeLanguage}
          onWalletChosen={onWalletChosen}
        />
        <LazyToaster standalone />
      </I18nextProvider>
    </StrictMode>
  );
}
