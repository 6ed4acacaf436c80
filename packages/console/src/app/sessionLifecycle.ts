import { isConsoleRole } from '@nsa/api';
import { REDIRECT_PARAM } from '../lib/guards.ts';
import { i18n } from '../lib/i18n.ts';
import { clearSession, readStoredSession, session, startSession } from '../lib/session.ts';
import { onApiSessionEnd } from '../lib/sessionEvents.ts';
import { showToast } from '../lib/toast.ts';

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate): void {
  navigate = fn;
}

/** Restores the stored token and asks the server whose it is; resolves once the guards may decide. */
export async function restoreSession(): Promise<void> {
  const stored = readStoredSession(localStorage);
  if (!stored) return;
  // The API client (and zod) load only when there is a session to check.
  const { api, setPendingToken } = await import('../lib/api.ts');
  setPendingToken(stored.token);
  try {
    const user = await api.authUser({});
    if (isConsoleRole(user.role) && user.address.toLowerCase() === stored.address.toLowerCase()) {
      startSession({ role: user.role, address: user.address, uid: user.id, token: stored.token });
    } else {
      clearSession();
    }
  } catch (error) {
    // A refused token is gone for good; an unreachable server leaves it for the next start.
    const code = (error as { code?: unknown }).code;
    if (code === '401' || code === '403') clearSession();
  } finally {
    setPendingToken(null);
  }
}

async function disconnectWallet(): Promise<void> {
  const wallet = await import('../lib/walletSession.ts');
  await wallet.disconnectWallet();
}

let ending = false;

/** Clears the session, disconnects the wallet and returns to /login, keeping the page to come back to. */
export async function endSession(reason: 'logout' | 'expired' | 'wallet'): Promise<void> {
  if (ending || !session.userInfo) return;
  ending = true;
  try {
    clearSession();
    await disconnectWallet().catch(() => undefined);
    if (reason !== 'logout') showToast({ tone: 'warning', title: i18n.t('errors.sessionEnded') });
    const here = window.location.pathname + window.location.search;
    const back = new URLSearchParams({ [REDIRECT_PARAM]: here });
    navigate(reason === 'logout' || here.startsWith('/login') ? '/login' : `/login?${back}`);
  } finally {
    ending = false;
  }
}

export async function logout(): Promise<void> {
  const { api } = await import('../lib/api.ts');
  await api.authLogout({}).catch(() => undefined);
  await endSession('logout');
}

/** Ends the session on a refused token, a wallet disconnect, or a switch to another account. */
export async function watchSessionEnd(): Promise<void> {
  onApiSessionEnd(() => void endSession('expired'));
  const wallet = await import('../lib/walletSession.ts');
  await wallet.watchWalletAccount((account, previous) => {
    const own = session.userInfo?.address;
    if (!own) return;
    if (previous.status === 'connected' && account.status === 'disconnected') void endSession('wallet');
    else if (account.status === 'connected' && account.address?.toLowerCase() !== own.toLowerCase())
      void endSession('wallet');
  });
}
