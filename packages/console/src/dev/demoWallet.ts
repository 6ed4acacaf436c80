import { type ConsoleRole, DEMO_ACCOUNT_INDEX, DEMO_MNEMONIC } from '@nsa/api';
import { typedDataFromJson } from '@nsa/api/testing';
import { mnemonicToAccount } from 'viem/accounts';
import { connect, disconnect } from 'wagmi/actions';
import { forgetAnnouncedWallets } from '../lib/announcedWallets.ts';
import { clearSession } from '../lib/session.ts';
import { wagmiConfig } from '../lib/wagmi.ts';

export const DEMO_WALLET_NAME = 'Demo Wallet';
const rdns = 'test.nsa.storybook';
const icon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Crect width="24" height="24" rx="6" fill="%234f46e5"/%3E%3Cpath d="M6 9h12v8H6z" fill="white"/%3E%3C/svg%3E';

const rpcError = (message: string, code: number) => Object.assign(new Error(message), { code });

/** How the demo wallet answers a request to sign: as a wallet user would, or as a wallet that cannot. */
export type DemoWalletOptions = {
  /** The user refuses every signature (EIP-1193 4001). */
  rejectSignature?: boolean;
  /** A wallet without EIP-712: `eth_signTypedData_v4` is unsupported (4200). */
  noTypedData?: boolean;
  /** The typed-data prompt stays open, unanswered, until the story ends. */
  holdTypedData?: boolean;
};

/** How many typed-data prompts the demo wallets have shown: a batch of fifty is one. */
export const walletPrompts = { typedData: 0 };

/**
 * A browser wallet for the sign-in stories: announced over EIP-6963 as an extension would be, it
 * holds a demo account's key and signs for real, so the mocks verify the signature like the server.
 * Returns the uninstall, a story's `beforeEach` cleanup: the wallet list of the next story starts
 * without it, as on a browser with no wallet.
 */
export function installDemoWallet(
  role: ConsoleRole,
  { rejectSignature = false, noTypedData = false, holdTypedData = false }: DemoWalletOptions = {},
): () => Promise<void> {
  const account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX[role] });
  let authorized = false;
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      switch (method) {
        case 'eth_requestAccounts':
          authorized = true;
          return [account.address];
        case 'eth_accounts':
          return authorized ? [account.address] : [];
        case 'eth_chainId':
          return '0x1';
        case 'personal_sign': {
          if (rejectSignature) throw rpcError('User rejected the request.', 4001);
          const [message] = params as [`0x${string}`];
          return account.signMessage({ message: { raw: message } });
        }
        case 'eth_signTypedData_v4': {
          walletPrompts.typedData += 1;
          if (noTypedData) throw rpcError('eth_signTypedData_v4 is not supported', 4200);
          if (rejectSignature) throw rpcError('User rejected the request.', 4001);
          if (holdTypedData) return new Promise(() => undefined);
          const [, json] = params as [`0x${string}`, string];
          return account.signTypedData(typedDataFromJson(json));
        }
        case 'wallet_revokePermissions':
          authorized = false;
          return null;
        default:
          throw rpcError(`${method} is not supported`, 4200);
      }
    },
    on: () => provider,
    removeListener: () => provider,
  };
  const info = Object.freeze({ uuid: crypto.randomUUID(), name: DEMO_WALLET_NAME, icon, rdns });
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  announce();

  return async () => {
    window.removeEventListener('eip6963:requestProvider', announce);
    // Signed out first: the disconnect must not read as a wallet ending a session.
    clearSession();
    await disconnect(wagmiConfig).catch(() => undefined);
    // wagmi only ever adds announced wallets; its discovery store and connector list forget this one.
    wagmiConfig._internal.mipd?.clear();
    forgetAnnouncedWallets();
    wagmiConfig._internal.connectors.setState((connectors) => connectors.filter((c) => c.id !== rdns));
  };
}

/**
 * The session's wallet for a signed-in screen story: the demo wallet of the story's role,
 * connected as it would be after signing in, so decisions are signed for real. A `beforeEach`.
 */
export async function connectDemoWallet(
  role: ConsoleRole,
  options: DemoWalletOptions = {},
): Promise<() => Promise<void>> {
  const uninstall = installDemoWallet(role, options);
  let connector = wagmiConfig.connectors.find((c) => c.id === rdns);
  for (let tries = 0; !connector && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    connector = wagmiConfig.connectors.find((c) => c.id === rdns);
  }
  if (!connector) throw new Error('the demo wallet was not discovered');
  await connect(wagmiConfig, { connector });
  return uninstall;
}
