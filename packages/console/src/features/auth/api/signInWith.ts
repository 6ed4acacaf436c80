import { getConnectors } from 'wagmi/actions';
import { type WalletChoice, walletIdOf } from '../../../lib/announcedWallets.ts';
import { setSessionWallet } from '../../../lib/sessionWallet.ts';
import { wagmiConfig } from '../../../lib/wagmi.ts';
import { loadWalletConnect } from '../../../lib/walletConnect.ts';
import { reconnected } from '../../../lib/walletSession.ts';
import { type SignInStep, signIn } from './signIn.ts';

/**
 * The sign-in behind a wallet button, in the chunk that brings wagmi: the chosen EIP-6963 wallet
 * is wagmi's connector of the same rdns (wagmi discovers the same announcements), the bare
 * `window.ethereum` its `injected` connector.
 */
export async function signInWith(choice: WalletChoice | 'walletConnect', onStep: (step: SignInStep) => void) {
  await reconnected();
  if (choice === 'walletConnect') {
    if (!loadWalletConnect) throw new Error('WalletConnect is not part of this build');
    const user = await signIn(await loadWalletConnect(), onStep);
    setSessionWallet('walletConnect');
    return user;
  }
  const id = walletIdOf(choice);
  const connector = getConnectors(wagmiConfig).find((c) => c.id === id);
  if (!connector) throw Object.assign(new Error('The wallet is no longer available'), { code: 4900 });
  const user = await signIn(connector, onStep);
  // From here on the session watches this wallet's own events (lib/sessionWallet.ts).
  setSessionWallet(id);
  return user;
}
