import type { CreateConnectorFn } from 'wagmi';
import { resolvedTheme } from './theme.ts';

/**
 * WalletConnect's connector, loaded when chosen; `null` when the build has no project id. The
 * condition is the build-time value itself, so a build without one leaves WalletConnect's
 * dependency tree out of the bundle altogether instead of shipping code no one can use.
 */
export const loadWalletConnect = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID
  ? async (): Promise<CreateConnectorFn> => {
      const { walletConnect } = await import('wagmi/connectors/walletConnect');
      return walletConnect({
        projectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID ?? '',
        // What the phone's wallet shows when asked to connect and to sign.
        metadata: {
          name: 'Node Sales Admin',
          description: 'Staff sign-in',
          url: window.location.origin,
          icons: [],
        },
        showQrModal: true,
        // The QR dialog in the console's light or dark theme, not the operating system's.
        qrModalOptions: { themeMode: resolvedTheme() },
      });
    }
  : null;
