import { getConnectors } from 'wagmi/actions';
import { wagmiConfig } from '../../../lib/wagmi.ts';
import { loadWalletConnect } from '../../../lib/walletConnect.ts';
import { type SignInStep, signIn } from './signIn.ts';
import type { WalletChoice } from './useWalletChoices.ts';

/**
 * The sign-in behind a wallet button, in the chunk that brings wagmi: the chosen EIP-6963 wallet
 * is wagmi's connector of the same rdns (wagmi discovers the same announcements), the bare
 * `window.ethereum` its `injected` connector.
 */
export async function signInWith(choice: WalletChoice | 'walletConnect', onStep: (step: SignInStep) => void) {
  if (choice === 'walletConnect') {
    if (!loadWalletConnect) throw new Error('WalletConnect is not part of this build');
    return signIn(await loadWalletConnect(), onStep);
  }
  const id = choice.rdns ?? 'injected';
  const connector = getConnectors(wagmiConfig).find((c) => c.id === id);
  if (!connector) throw Object.assign(new Error('The wallet is no longer available'), { code: 4900 });
  return signIn(connector, onStep);
}
