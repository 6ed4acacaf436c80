import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connector, CreateConnectorFn } from 'wagmi';
import { pathAfterSignIn } from '../../../app/guards.ts';
import { errorKey } from '../../../lib/errorMessages.ts';
import { loadWalletConnect } from '../../../lib/walletConnect.ts';
import { type SignInStep, signIn } from '../api/signIn.ts';
import { useWalletChoices } from '../api/useWalletChoices.ts';

/** The wallet buttons and sign-in flow: loaded after the page has painted, with wagmi. */
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
  const walletConnect = loadWalletConnect; // a local binding stays narrowed in the click handler
  const [step, setStep] = useState<SignInStep | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (pick: () => Promise<Connector | CreateConnectorFn>) => {
    setError(null);
    onWalletChosen?.();
    try {
      const user = await signIn(await pick(), setStep);
      onSignedIn(pathAfterSignIn(redirect, user.role));
    } catch (cause) {
      setError(t(`errors.${errorKey(cause)}`, { message: cause instanceof Error ? cause.message : '' }));
    } finally {
      setStep(null);
    }
  };

  return (
    <>
      {wallets.length === 0 && !walletConnect ? <p>{t('login.noWallet')}</p> : null}
      <ul className="wallets" aria-labelledby="wallets-heading">
        {wallets.map((connector) => (
          <li key={connector.uid}>
            <button
              type="button"
              className="button"
              disabled={step !== null}
              onClick={() => void start(async () => connector)}
            >
              {connector.icon ? <img src={connector.icon} alt="" /> : null}
              {connector.name}
            </button>
          </li>
        ))}
        {walletConnect ? (
          <li>
            <button
              type="button"
              className="button"
              disabled={step !== null}
              onClick={() => void start(walletConnect)}
            >
              {t('login.walletConnect')}
            </button>
          </li>
        ) : null}
      </ul>
      <p role="status" aria-live="polite" className="muted">
        {step === 'connecting' ? t('login.connecting') : step === 'signing' ? t('login.signing') : ''}
      </p>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
