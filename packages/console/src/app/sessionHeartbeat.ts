import { subscribe } from 'valtio';
import { session } from '../lib/session.ts';

/**
 * A session ended elsewhere (disabled by a super, signed out from another device) must close
 * this console within 5 s, whatever screen it shows: most screens make no call of their own for
 * minutes. So while a user is here, the console asks the server whose token it holds every 4 s;
 * a 401 goes through the API client's session-end path like any other call.
 */
export const HEARTBEAT_MS = 4_000;
/**
 * Each check touches the server's idle clock, so checks stop once nobody has used this page for
 * this long: an unattended console still idles out on the server after its 30 minutes.
 */
export const ATTENDED_MS = 25 * 60_000;

type Clock = { now: () => number; every: (ms: number, run: () => void) => () => void };
const realClock: Clock = {
  now: () => Date.now(),
  every: (ms, run) => {
    const timer = setInterval(run, ms);
    return () => clearInterval(timer);
  },
};

export function startSessionHeartbeat(
  check: () => Promise<unknown> = async () => (await import('../lib/api.ts')).api.authUser({}),
  clock: Clock = realClock,
): () => void {
  let lastUse = clock.now();
  let inFlight = false;
  const used = () => {
    lastUse = clock.now();
  };
  const beat = () => {
    if (!session.userInfo || inFlight || document.visibilityState !== 'visible') return;
    if (clock.now() - lastUse > ATTENDED_MS) return;
    inFlight = true;
    // An unreachable server is not a refused token: the next beat asks again.
    void check()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') beat();
  };
  const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
  for (const name of events) window.addEventListener(name, used, { passive: true, capture: true });
  document.addEventListener('visibilitychange', onVisible);
  const stopTimer = clock.every(HEARTBEAT_MS, beat);
  // A new sign-in counts as use.
  const stopWatching = subscribe(session, used);
  return () => {
    stopTimer();
    stopWatching();
    for (const name of events) window.removeEventListener(name, used, { capture: true });
    document.removeEventListener('visibilitychange', onVisible);
  };
}
