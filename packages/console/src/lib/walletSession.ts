import { disconnect, reconnect, watchAccount } from 'wagmi/actions';
import { wagmiConfig } from './wagmi.ts';
import { loadWalletConnect } from './walletConnect.ts';

/** Loaded on demand: static named imports here keep the wallet actions tree-shaken. */
export function disconnectWallet(): Promise<void> {
  return disconnect(wagmiConfig);
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

export async function watchWalletAccount(
  onChange: (now: AccountChange, before: AccountChange) => void,
): Promise<void> {
  watchAccount(wagmiConfig, { onChange: (now, before) => onChange(now, before) });
  const connectors = await reconnectConnectors();
  await reconnect(wagmiConfig, connectors ? { connectors } : {});
}
