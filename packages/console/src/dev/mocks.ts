/**
 * The console's one door to the mocks (stories and `npm run dev`): the server's API running in
 * the page over the demo world, the scenes stories stage on it, and reads of what it now holds.
 */
import {
  type AuditEntry,
  createApiClient,
  DEFAULT_APPROVAL_THRESHOLDS,
  parseApprovalThresholds,
  type User,
  type Withdrawal,
} from '@nsa/api';
import { createDemoWorld, FIXTURE_NOW } from '@nsa/api/demo-world';
import { demoToken } from '@nsa/mocks';

export { FIXTURE_NOW } from '@nsa/api/demo-world';
export { type DemoSessionName, demoToken } from '@nsa/mocks';
export { handlers, mockApi, resetMocks, scenarios } from '@nsa/mocks/browser';

/** The demo world as seeded (the generator's own records): what a story can pick ids from before it runs. */
export const seededWorld = createDemoWorld({
  now: FIXTURE_NOW,
  thresholds: parseApprovalThresholds(DEFAULT_APPROVAL_THRESHOLDS),
});

/** The mock API as super sees it, for a story's checks of what the server recorded. */
const asSuper = createApiClient({ baseUrl: '', getToken: () => demoToken('super') });

/** What the mock server holds now, read through its API. */
export const recorded = {
  async withdrawal(id: string): Promise<Withdrawal | undefined> {
    return (await asSuper.withdrawals({ q: id })).list.find((w) => w.id === id);
  },
  /** Audit entries on `target`, oldest first. */
  async auditOf(target: string): Promise<AuditEntry[]> {
    return (await asSuper.audit({ target, pageSize: 100 })).list.reverse();
  },
  async auditTotal(): Promise<number> {
    return (await asSuper.audit({ pageSize: 1 })).total;
  },
  async user(address: `0x${string}`): Promise<User | undefined> {
    return (await asSuper.users({ address })).list[0];
  },
};

/** Staging SQL on the mock server's database, for a scene no API call can make (an edit behind the API's back). */
export async function stageSql<T>(query: string, params?: unknown[]): Promise<T[]> {
  const { mockApi } = await import('@nsa/mocks/browser');
  return (await mockApi()).query<T>(query, params);
}
