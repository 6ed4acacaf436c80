import { isConsoleRole } from '@nsa/api';
import { REDIRECT_PARAM } from '../lib/guards.ts';
import { i18n } from '../lib/i18n.ts';
import { clearSession, readStoredSession, session, startSession } from '../lib/session.ts';
import { onApiSessionEnd } from '../lib/sessionEvents.ts';
import {
  onSessionWalletChange,
  sessionWalletId,
  setSessionWallet,
  watchBrowserWallet,
} from '../lib/sessionWallet.ts';
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
      startSession({
        role: user.role,
        address: user.address,
        uid: user.id,
        token: stored.token,
        label: user.label ?? null,
      });
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
  // The page to come back to is the one the session ended on, read before anything can move away
  // from it (while the wallet disconnects, a guard may already send the signed-out page to sign-in).
  const here = window.location.pathname + window.location.search;
  try {
    clearSession();
    setSessionWallet(null);
    await disconnectWallet().catch(() => undefined);
    if (reason !== 'logout') showToast({ tone: 'warning', title: i18n.t('errors.sessionEnded') });
    const back = new URLSearchParams({ [REDIRECT_PARAM]: here });
    navigate(reason === 'logout' || here.startsWith('/login') ? '/login' : `/login?${back}`);
  } finally {
    ending = false;
  }
}

export async function logout(): Promise<void> {
  const { api } = await import('../lib/api.ts');
  // The request takes the token as it starts; the session ends here before the server revokes it,
  // so a call still in flight (the heartbeat, a list) that meets the revoked token finds no session
  // to end as "expired" (it used to land on /login?redirect=… with a warning).
  const revoked = api.authLogout({}).catch(() => undefined);
  await endSession('logout');
  await revoked;
}

/**
 * A wallet watched through wagmi: WalletConnect keeps its session there, and a session stored
 * before its wallet was remembered is found through wagmi's own memory of it.
 */
function watchThroughWagmi(onChange: (account: string | null) => void): () => void {
  let unwatch: (() => void) | null = null;
  let stopped = false;
  void import('../lib/walletSession.ts')
    .then((wallet) =>
      wallet.watchWalletAccount((now, before) => {
        if (before.status === 'connected' && now.status === 'disconnected') onChange(null);
        else if (now.status === 'connected' && now.address) onChange(now.address);
      }),
    )
    .then((stop) => {
      if (stopped) stop();
      else unwatch = stop;
    });
  return () => {
    stopped = true;
    unwatch?.();
  };
}

/**
 * Ends the session on a refused token, a wallet disconnect, or a switch to another account. The
 * watch follows the wallet the session signed in with, from sign-in on and after every reload;
 * wallet events while signed out are ignored.
 */
export function watchSessionEnd(): void {
  onApiSessionEnd(() => void endSession('expired'));
  const onAccount = (account: string | null) => {
    const own = session.userInfo?.address;
    if (own && account?.toLowerCase() !== own.toLowerCase()) void endSession('wallet');
  };
  let stop = () => {};
  const follow = (id: string | null) => {
    stop();
    if (id === null) stop = () => {};
    else if (id === 'walletConnect' || id === WAGMI_REMEMBERS) stop = watchThroughWagmi(onAccount);
    else stop = watchBrowserWallet(id, onAccount);
  };
  follow(sessionWalletId() ?? (readStoredSession(localStorage) ? WAGMI_REMEMBERS : null));
  onSessionWalletChange(follow);
}

/** A stored session with no remembered wallet: wagmi's memory of its last connection stands in. */
const WAGMI_REMEMBERS = 'wagmi';
