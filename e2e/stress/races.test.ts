import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Withdrawal } from '@nsa/api';
import { type RunningServer, startServer } from '@nsa/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Row, signDecision, signIn, walkList } from './helpers.ts';

const RACES = 100;

let server: RunningServer;
let dataDir: string;
let token = '';

const walk = (path: string, query: Record<string, string>) => walkList(server.url, token, path, query);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nsa-races-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    demo: true,
    // 1 of every 3 demo withdrawals is pending: 330 gives 110, enough for 100 races.
    seedSize: { users: 40, orders: 60, withdrawals: 330 },
    // One approval decides here: approve against reject must be exactly-once (two supers race in the server suite).
    approvalThresholds: '',
    log: false,
    // These runs hammer GET /api/auth/nonce from one IP.
    nonceLimitPerMinute: 0,
  });
  token = await signIn(server.url, 'super');
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('approve against reject of the same pending withdrawal', () => {
  it(`decides each of ${RACES} withdrawals exactly once, with one audit entry`, async () => {
    const pending = (await walk('/api/manage/withdraw', { status: 'pending' })).slice(0, RACES);
    expect(pending).toHaveLength(RACES);
    const ids: string[] = pending.map((w) => w.id);
    const auditBefore = (await walk('/api/manage/audit', {})).length;

    // All 200 requests in flight at once; within a pair the order alternates.
    const signed = await Promise.all(
      pending.map(async (w, i) => ({
        approve: await signDecision(server.origin, 'super', w as Withdrawal, 'approve'),
        reject: await signDecision(server.origin, 'super', w as Withdrawal, 'reject', {
          reason: `race ${i}`,
        }),
      })),
    );
    const races = ids.map((id, i) => {
      const approve = () =>
        call(server.url, 'POST', '/api/manage/withdraw/approve', {
          token,
          body: { id, ...signed[i]?.approve },
        });
      const reject = () =>
        call(server.url, 'POST', '/api/manage/withdraw/reject', {
          token,
          body: { id, reason: `race ${i}`, ...signed[i]?.reject },
        });
      return i % 2 === 0
        ? Promise.all([approve(), reject()])
        : Promise.all([reject(), approve()]).then(([r, a]) => [a, r] as const);
    });
    const outcomes = await Promise.all(races);

    const winners = new Map<string, 'approved' | 'rejected'>();
    outcomes.forEach(([approve, reject], i) => {
      const id = ids[i] as string;
      const statuses = [approve.status, reject.status].sort();
      expect(statuses, `withdrawal ${id}: ${JSON.stringify([approve.body, reject.body])}`).toEqual([
        200, 409,
      ]);
      const winner = approve.status === 200 ? approve : reject;
      expect(winner.body.data.id).toBe(id);
      expect(winner.body.data.status).toBe(approve.status === 200 ? 'approved' : 'rejected');
      winners.set(id, winner.body.data.status);
    });
    // The stored status is the winner's.
    const stored = new Map<string, Row>();
    for (const status of ['approved', 'rejected', 'pending']) {
      for (const w of await walk('/api/manage/withdraw', { status })) stored.set(w.id, w);
    }
    for (const id of ids) {
      const row = stored.get(id);
      expect(row?.status, `withdrawal ${id}`).toBe(winners.get(id));
      expect(row?.decidedAt).toBeTruthy();
      if (row?.status === 'rejected') expect(row.reason).toMatch(/^race \d+$/);
    }

    // Exactly one audit entry per withdrawal, naming the winning action; nothing else was written.
    const audit = await walk('/api/manage/audit', {});
    expect(audit.length).toBe(auditBefore + RACES);
    for (const id of ids) {
      const entries = audit.filter(
        (a) => a.target === id && (a.action === 'withdraw.approve' || a.action === 'withdraw.reject'),
      );
      expect(entries, `audit of withdrawal ${id}`).toHaveLength(1);
      expect(entries[0]?.action).toBe(
        winners.get(id) === 'approved' ? 'withdraw.approve' : 'withdraw.reject',
      );
    }
  });
});
