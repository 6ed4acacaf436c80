import { useTranslation } from 'react-i18next';
import { walletApps } from './walletAppLinks.ts';

/**
 * A phone's browser has no wallet extension: the wallet apps each carry a browser of their own,
 * and these links open this very page (with its `?redirect=`) in one of them.
 */
export function OpenInWalletApp({ walletConnect }: { walletConnect: boolean }) {
  const { t } = useTranslation();
  const page = new URL(window.location.href);
  return (
    <div className="login-notice">
      <p id="wallet-apps-hint">{t('login.openInWalletApp')}</p>
      <ul className="login-install-links" aria-labelledby="wallet-apps-hint">
        {walletApps.map((app) => (
          <li key={app.name}>
            <a href={app.link(page)} rel="noopener noreferrer">
              {app.name}
            </a>
          </li>
        ))}
      </ul>
      {walletConnect ? <p>{t('login.walletConnectHint')}</p> : null}
    </div>
  );
}
