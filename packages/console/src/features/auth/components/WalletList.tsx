import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletChoices, type WalletChoice } from '../../../lib/announcedWallets.ts';
import { lazyChunk } from '../../../lib/chunkFailure.ts';
import { errorKey } from '../../../lib/errorMessages.ts';
import { pathAfterSignIn } from '../../../lib/guards.ts';
import { loadWalletConnect } from '../../../lib/walletConnect.ts';
import type { SignInStep } from '../api/signIn.ts';
import { OpenInWalletApp } from './OpenInWalletApp.tsx';
import { usePhone } from './usePhone.ts';

// wagmi and viem come with the chosen wallet, not with the page.
const loadSignIn = lazyChunk(() => import('../api/signInWith.ts'));

/** The wallet buttons (in the first paint) and the sign-in flow behind them. */
export function WalletList({
  redirect,
  onSignedIn,
  onWalletChosen,
}: {
  redirect: string | null;
  onSignedIn: (path: string) => void;
  onWalletChosen?: () => void;
}) {
  const { t } = useTranslation();
  const wallets = useWalletChoices();
  const phone = usePhone();
  const [step, setStep] = useState<SignInStep | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (choice: WalletChoice | 'walletConnect') => {
    setError(null);
    setStep('connecting');
    onWalletChosen?.();
    try {
      const { signInWith } = await loadSignIn();
      const user = await signInWith(choice, setStep);
      onSignedIn(pathAfterSignIn(redirect, user.role));
    } catch (cause) {
      setError(t(`errors.${errorKey(cause)}`, { message: cause instanceof Error ? cause.message : '' }));
    } finally {
      setStep(null);
    }
  };

  return (
    <>
      {wallets.length > 0 ? null : phone ? (
        <OpenInWalletApp walletConnect={Boolean(loadWalletConnect)} />
      ) : (
        <NoWalletHelp walletConnect={Boolean(loadWalletConnect)} />
      )}
      <ul className="login-wallets" aria-labelledby="wallets-heading">
        {wallets.map((wallet) => (
          <li key={wallet.key}>
            <button
              type="button"
              className="login-button"
              disabled={step !== null}
              onClick={() => void start(wallet)}
            >
              {wallet.icon ? <img src={wallet.icon} alt="" /> : null}
              {wallet.name ?? t('login.browserWallet')}
            </button>
          </li>
        ))}
        {loadWalletConnect ? (
          <li>
            <button
              type="button"
              className="login-button"
              disabled={step !== null}
              onClick={() => void start('walletConnect')}
            >
              {t('login.walletConnect')}
            </button>
          </li>
        ) : null}
      </ul>
      <p role="status" aria-live="polite" className="login-muted">
        {step === 'connecting' ? t('login.connecting') : step === 'signing' ? t('login.signing') : ''}
      </p>
      {error ? (
        <p role="alert" className="login-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Where a wallet extension comes from; each opens the maker's own download page. */
const walletMakers = [
  { name: 'MetaMask', href: 'https://metamask.io/download/' },
  { name: 'Rabby', href: 'https://rabby.io/' },
  { name: 'Coinbase Wallet', href: 'https://www.coinbase.com/wallet/downloads' },
] as const;

/** What a first-time user needs when the browser announces no wallet: what one is and where to get it. */
function NoWalletHelp({ walletConnect }: { walletConnect: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="login-notice">
      {/* With WalletConnect built in there is a wallet to choose: only the browser has none. */}
      {walletConnect ? null : (
        <p>
          <strong>{t('login.noWallet')}</strong>
        </p>
      )}
      <p>{t('login.whatIsWallet')}</p>
      <p>{t('login.installOne')}</p>
      <ul className="login-install-links">
        {walletMakers.map((maker) => (
          <li key={maker.name}>
            <a href={maker.href} target="_blank" rel="noopener noreferrer">
              {maker.name}
            </a>
          </li>
        ))}
      </ul>
      {walletConnect ? <p>{t('login.walletConnectHint')}</p> : null}
      <button
        type="button"
        className="login-button login-button-secondary"
        onClick={() => window.location.reload()}
      >
        {t('login.reload')}
      </button>
    </div>
  );
}
