import type { TypedData, TypedDataDefinition } from 'viem';
import { disconnect, getAccount, reconnect, signTypedData, watchAccount } from 'wagmi/actions';
import { wagmiConfig } from './wagmi.ts';
import { loadWalletConnect } from './walletConnect.ts';

/** Loaded on demand: static named imports here keep the wallet actions tree-shaken. */
export function disconnectWallet(): Promise<void> {
  return disconnect(wagmiConfig);
}

/** The session has no connected wallet of its own address (e.g. restored without reconnecting). */
export class SessionWalletMissingError extends Error {
  override name = 'SessionWalletMissingError';
}

/** EIP-712 signature by the connected wallet, which must be the session's own address. */
export async function signTypedDataAs<const T extends TypedData | Record<string, unknown>, P extends string>(
  address: `0x${string}`,
  typedData: TypedDataDefinition<T, P>,
): Promise<`0x${string}`> {
  await reconnected();
  const account = getAccount(wagmiConfig);
  if (account.status !== 'connected' || account.address?.toLowerCase() !== address.toLowerCase()) {
    throw new SessionWalletMissingError(`no connected wallet for ${address}`);
  }
  return signTypedData(wagmiConfig, { account: account.address, ...typedData } as never);
}

export type AccountChange = { status: string; address: `0x${string}` | undefined };

/**
 * The connectors to reconnect with. WalletConnect's is not in the config (it loads only when
 * chosen), so after a sign-in through it, it is loaded and tried too: otherwise a reload would
 * lose the connection, and a disconnect from the phone would no longer end the session.
 */
async function reconnectConnectors() {
  const recent = await Promise.resolve(wagmiConfig.storage?.getItem('recentConnectorId')).catch(() => null);
  if (recent !== 'walletConnect' || !loadWalletConnect) return undefined;
  // Unreachable, it is left out: the browser wallets still reconnect.
  const walletConnect = await loadWalletConnect().catch(() => null);
  return walletConnect ? [...wagmiConfig.connectors, walletConnect] : undefined;
}

let reconnecting: Promise<unknown> | null = null;

/**
 * wagmi restores its last connection from storage as a bare record until it reconnects to that
 * wallet; a page loads wagmi only to sign in or to sign, so that is when it reconnects (one attempt
 * at a time; a wallet still locked is tried again next time). Before that, a connect or a
 * signature would meet the bare record.
 */
export function reconnected(): Promise<unknown> {
  if (getAccount(wagmiConfig).status === 'connected') return Promise.resolve();
  reconnecting ??= reconnectConnectors()
    .then((connectors) => reconnect(wagmiConfig, connectors ? { connectors } : {}))
    // A wallet that fails to reconnect is a wallet not connected: the caller says so in words
    // ("No wallet is connected…"), where the reconnect's own error read as "Something went wrong".
    .catch(() => undefined)
    .finally(() => {
      reconnecting = null;
    });
  return reconnecting;
}

/** Follows the account through wagmi (WalletConnect's session lives there); returns the unwatch. */
export async function watchWalletAccount(
  onChange: (now: AccountChange, before: AccountChange) => void,
): Promise<() => void> {
  const unwatch = watchAccount(wagmiConfig, { onChange: (now, before) => onChange(now, before) });
  await reconnected();
  return unwatch;
}
