import { createApiClient, DEMO_ACCOUNTS } from '@nsa/api';
import { type DemoSessionName, demoToken, FIXTURE_NOW, seededWorld, stageSql } from './mocks.ts';

/** The demo staff, by the name a story reads best. */
export const staff = {
  super: DEMO_ACCOUNTS.super,
  secondSuper: DEMO_ACCOUNTS.secondSuper,
  admin: DEMO_ACCOUNTS.admin,
  kol: DEMO_ACCOUNTS.kol,
  operator: DEMO_ACCOUNTS.operator,
} as const;

/** The kol who brought the demo kol in: a staff account nobody has signed in as (no sessions). */
export const uplineKol = (() => {
  const found = seededWorld.users.find((u) => u.role === 'kol' && u.remark === 'upline kol');
  if (!found) throw new Error('the demo world lacks the upline kol');
  return found.address;
})();

const MINUTE = 60_000;
const at = (minutesAgo: number) => new Date(FIXTURE_NOW.getTime() - minutesAgo * MINUTE).toISOString();

/** Where a staged session signed in from. */
type Device = { agent: string; ip: string; startedMinutesAgo: number; seenMinutesAgo: number };

export const devices = {
  laptop: {
    agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ip: '203.0.113.24',
    startedMinutesAgo: 0,
    seenMinutesAgo: 0,
  },
  phone: {
    agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ip: '198.51.100.7',
    startedMinutesAgo: 190,
    seenMinutesAgo: 12,
  },
  desktop: {
    agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ip: '2001:db8:85a3::8a2e:370:7334',
    startedMinutesAgo: 410,
    seenMinutesAgo: 25,
  },
} satisfies Record<string, Device>;

/**
 * Gives `address` the sessions of a working day: its demo session (the one a story signs in with)
 * on a laptop, and one on a phone and one on a desktop, each still live at the scene's clock.
 */
export async function stageWorkingSessions(address: `0x${string}`): Promise<void> {
  await stageSql(
    `update sessions s set ip = $2, user_agent = $3 from users u
     where u.id = s.user_id and u.address = $1 and s.revoked_at is null`,
    [address, devices.laptop.ip, devices.laptop.agent],
  );
  for (const [name, device] of Object.entries({ phone: devices.phone, desktop: devices.desktop })) {
    await stageSql(
      `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, ip, user_agent)
       select $1, u.id, $3, $4, $5, $6, $7 from users u where u.address = $2`,
      [
        `staged-${name}-${address}`,
        address,
        at(device.startedMinutesAgo),
        at(device.seenMinutesAgo),
        new Date(new Date(at(device.startedMinutesAgo)).getTime() + 12 * 60 * MINUTE).toISOString(),
        device.ip,
        device.agent,
      ],
    );
  }
}

/** An account disabled as the console leaves it: no live session. */
export async function stageDisabled(address: `0x${string}`): Promise<void> {
  await stageSql(`update users set disabled = true where address = $1`, [address]);
  await stageSql(
    `update sessions s set revoked_at = $2 from users u where u.id = s.user_id and u.address = $1`,
    [address, FIXTURE_NOW.toISOString()],
  );
}

/** How many live sessions a demo account has now, as the server answers that account itself. */
export async function liveSessionCount(name: DemoSessionName): Promise<number> {
  const api = createApiClient({ baseUrl: '', getToken: () => demoToken(name) });
  return (await api.sessions({})).list.length;
}
