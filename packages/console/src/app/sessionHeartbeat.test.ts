import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { ATTENDED_MS, HEARTBEAT_MS, startSessionHeartbeat } from './sessionHeartbeat.ts';

// Node has no DOM: the heartbeat only needs two event targets and the page's visibility.
const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
const win = new EventTarget();

function fakeClock() {
  let now = 0;
  const timers: { ms: number; next: number; run: () => void }[] = [];
  return {
    now: () => now,
    every: (ms: number, run: () => void) => {
      const timer = { ms, next: now + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.ms;
        due.run();
      }
      now = end;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop = () => {};
beforeEach(() => {
  vi.stubGlobal('document', page);
  vi.stubGlobal('window', win);
  page.visibilityState = 'visible';
  session.userInfo = {
    role: 'admin',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    uid: '2',
    token: 't',
  };
});
afterEach(() => {
  stop();
  session.userInfo = null;
  vi.unstubAllGlobals();
});

describe('session heartbeat', () => {
  it('asks the server within 5 s while the page is in use, so a session ended elsewhere closes here', async () => {
    const clock = fakeClock();
    const check = vi.fn(async () => ({}));
    stop = startSessionHeartbeat(check, clock);
    expect(HEARTBEAT_MS).toBeLessThan(5_000);
    clock.advance(HEARTBEAT_MS);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    clock.advance(3 * HEARTBEAT_MS);
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('skips a beat while the previous check is still out, and survives a failed check', async () => {
    const clock = fakeClock();
    let release = () => {};
    const check = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          release = () => reject(new Error('offline'));
        }),
    );
    stop = startSessionHeartbeat(check, clock);
    clock.advance(3 * HEARTBEAT_MS);
    expect(check).toHaveBeenCalledTimes(1);
    release();
    await flush();
    clock.advance(HEARTBEAT_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('is quiet in a hidden tab, and checks at once when the tab shows again', async () => {
    const clock = fakeClock();
    const check = vi.fn(async () => ({}));
    stop = startSessionHeartbeat(check, clock);
    page.visibilityState = 'hidden';
    clock.advance(10 * HEARTBEAT_MS);
    expect(check).not.toHaveBeenCalled();
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stops once nobody has used the page for 25 minutes, so the server can idle the session out; a key resumes it', async () => {
    const clock = fakeClock();
    const check = vi.fn(async () => ({}));
    stop = startSessionHeartbeat(check, clock);
    clock.advance(ATTENDED_MS + HEARTBEAT_MS);
    await flush();
    const calls = check.mock.calls.length;
    clock.advance(20 * HEARTBEAT_MS);
    await flush();
    expect(check).toHaveBeenCalledTimes(calls);
    win.dispatchEvent(new Event('keydown'));
    clock.advance(HEARTBEAT_MS);
    expect(check).toHaveBeenCalledTimes(calls + 1);
  });

  it('asks nothing while signed out', async () => {
    const clock = fakeClock();
    const check = vi.fn(async () => ({}));
    session.userInfo = null;
    stop = startSessionHeartbeat(check, clock);
    clock.advance(5 * HEARTBEAT_MS);
    expect(check).not.toHaveBeenCalled();
  });
});
