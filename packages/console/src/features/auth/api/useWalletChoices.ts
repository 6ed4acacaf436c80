import { useSyncExternalStore } from 'react';
import type { Connector } from 'wagmi';
import { getConnectors, watchConnectors } from 'wagmi/actions';
import { wagmiConfig } from '../../../lib/wagmi.ts';

const subscribe = (onChange: () => void) => watchConnectors(wagmiConfig, { onChange });
const snapshot = () => getConnectors(wagmiConfig);

/** EIP-6963 wallets as they announce themselves; the bare `injected` one only when none did. */
export function useWalletChoices(): readonly Connector[] {
  const connectors = useSyncExternalStore(subscribe, snapshot);
  const announced = connectors.filter((c) => c.type === 'injected' && c.id !== 'injected');
  if (announced.length > 0) return announced;
  const hasInjected = typeof window !== 'undefined' && 'ethereum' in window && Boolean(window.ethereum);
  return hasInjected ? connectors.filter((c) => c.id === 'injected') : [];
}
