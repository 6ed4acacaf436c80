import { type AuditEntry, auditEntryHash, DEMO_ACCOUNTS, GENESIS_HASH, type Withdrawal } from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import { openEvents, signDecisions } from '@nsa/api/testing';
import { describe, expect, it } from 'vitest';

import { type Harness, okData, outcome } from '../harness.ts';
import { decisions } from './decide.ts';
import { takePending, takePendings, world } from './world.ts';

type Batch = { decision: 'approve' | 'reject'; reason?: string };

/** The contract's "Withdrawal desk": batches, notes, the context of a decision, the overview, live events. */
export function deskCases(h: Harness) {
  const d = decisions(h);
  const signedBatch = (as: 'super' | 'secondSuper', rows: Withdrawal[], batch: Batch, issuedAt?: string) =>
    signDecisions(h.target().origin, as, rows, batch.decision, { reason: batch.reason, issuedAt });
  const decide = async (as: 'super' | 'secondSuper', rows: Withdrawal[], batch: Batch) =>
    outcome(async () =>
      h.client(as).decideBatch({
        ...batch,
        ids: rows.map((w) => w.id),
        ...(await signedBatch(as, rows, batch)),
      }),
    );
  const postBatch = (as: 'super' | 'secondSuper', body: Record<string, unknown>) =>
    h.call('POST', '/api/manage/withdraw/decide-batch', { as, body });

  describe('batch decisions under one signature', () => {
    it('approves small withdrawals at once: each its own outcome, state and signed audit entry', async () => {
      const rows = takePendings(h, 1, 3);
      const { results } = okData(await decide('super', rows, { decision: 'approve', reason: 'weekly run' }));
      expect(results.map((r) => [r.id, r.outcome, r.withdrawal?.status])).toEqual(
        rows.map((w) => [w.id, 'approved', 'approved']),
      );
      for (const w of rows) {
        expect(await d.stored(w.id)).toMatchObject({
          status: 'approved',
          decidedBy: DEMO_ACCOUNTS.super,
          approvals: [{ address: DEMO_ACCOUNTS.super, note: 'weekly run' }],
        });
        const [entry, ...more] = await d.auditOf(w.id);
        expect(more).toEqual([]);
        expect(entry).toMatchObject({
          action: 'withdraw.approve',
          actorAddress: DEMO_ACCOUNTS.super,
          before: { status: 'pending', approvals: 0 },
          after: { status: 'approved', approvals: 1, note: 'weekly run' },
        });
        const evidence = entry?.evidence;
        if (evidence?.typedData.primaryType !== 'Decisions') throw new Error('no batch evidence');
        expect(evidence.typedData.message.items.map((i) => i.withdrawalId)).toEqual(rows.map((r) => r.id));
        expect(await verifyDecisionSignature({ address: DEMO_ACCOUNTS.super, ...evidence })).toBe(true);
      }
    });

    it('rejects with one reason, and a reject without one is a 400 naming reason that changes nothing', async () => {
      const rows = takePendings(h, 1, 2);
      const before = await d.fingerprint(rows[0]?.id as string);
      const noReason = await decide('super', rows, { decision: 'reject' });
      expect(noReason).toMatchObject({ code: '400', message: expect.stringContaining('reason') });
      expect(await d.fingerprint(rows[0]?.id as string)).toBe(before);
      const { results } = okData(
        await decide('super', rows, { decision: 'reject', reason: 'duplicate requests' }),
      );
      expect(results.map((r) => [r.outcome, r.withdrawal?.reason])).toEqual([
        ['rejected', 'duplicate requests'],
        ['rejected', 'duplicate requests'],
      ]);
      const [entry] = await d.auditOf(rows[0]?.id as string);
      expect(entry).toMatchObject({
        action: 'withdraw.reject',
        after: { status: 'rejected', reason: 'duplicate requests' },
      });
    });

    it('applies thresholds per item: a large one is the first of two, and the other super’s batch releases it', async () => {
      const small = takePending(h, 1);
      const large = takePending(h, 2);
      const first = okData(await decide('super', [small, large], { decision: 'approve' }));
      expect(first.results.map((r) => r.outcome)).toEqual(['approved', 'partial']);
      expect(first.results[1]?.withdrawal).toMatchObject({
        status: 'pending',
        decidedBy: null,
        requiredApprovals: 2,
      });
      const again = okData(await decide('super', [large], { decision: 'approve' }));
      expect(again.results[0]).toMatchObject({ outcome: 'conflict', withdrawal: { status: 'pending' } });
      const second = okData(await decide('secondSuper', [small, large], { decision: 'approve' }));
      expect(second.results.map((r) => [r.outcome, r.withdrawal?.status])).toEqual([
        ['conflict', 'approved'],
        ['approved', 'approved'],
      ]);
    });

    it('an id with no withdrawal is not_found, whatever its signed fields, and does not refuse the batch', async () => {
      const row = takePending(h, 1);
      const ghost: Withdrawal = { ...row, id: '999999999', amount: '1', address: DEMO_ACCOUNTS.user };
      const rows = [row, ghost];
      const signed = await signedBatch('super', rows, { decision: 'approve' });
      const items = rows.map((w) => ({
        withdrawalId: w.id,
        recipient: w.address,
        chainId: w.chainId,
        token: w.tokenSymbol,
        amount: w.amount,
      }));
      const reply = await postBatch('super', {
        decision: 'approve',
        ids: [row.id, ghost.id],
        items,
        ...signed,
      });
      expect(reply.status, reply.body.message).toBe(200);
      expect(reply.body.data.results).toMatchObject([
        { id: row.id, outcome: 'approved' },
        { id: ghost.id, outcome: 'not_found', withdrawal: null },
      ]);
    });

    it('refuses bad batches with a 400 naming the field, and nothing changes', async () => {
      const rows = takePendings(h, 1, 2);
      const [a, b] = rows as [Withdrawal, Withdrawal];
      const before = JSON.stringify([await d.fingerprint(a.id), await d.fingerprint(b.id)]);
      const good = await signedBatch('super', rows, { decision: 'approve' });
      const stale = await signedBatch(
        'super',
        rows,
        { decision: 'approve' },
        new Date(Date.now() - 6 * 60_000).toISOString(),
      );
      const otherWallet = await signedBatch('secondSuper', rows, { decision: 'approve' });
      const altered = await signedBatch('super', [a, { ...b, amount: `${b.amount}1` }], {
        decision: 'approve',
      });
      const ids = [a.id, b.id];
      const itemOf = (w: Withdrawal) => ({
        withdrawalId: w.id,
        recipient: w.address,
        chainId: w.chainId,
        token: w.tokenSymbol,
        amount: w.amount,
      });
      // Items and signature that agree with each other and not with the stored row.
      const signedOver = {
        recipient: await signedBatch('super', [a, { ...b, address: DEMO_ACCOUNTS.admin }], {
          decision: 'approve',
        }),
        chain: await signedBatch('super', [a, { ...b, chainId: b.chainId === 1 ? 56 : 1 }], {
          decision: 'approve',
        }),
        token: await signedBatch(
          'super',
          [a, { ...b, tokenSymbol: b.tokenSymbol === 'USDT' ? 'USDC' : 'USDT' }],
          { decision: 'approve' },
        ),
      };
      const cases: [string, Record<string, unknown>, string][] = [
        ['duplicate ids', { decision: 'approve', ids: [a.id, a.id], ...good }, 'ids'],
        ['no ids', { decision: 'approve', ids: [], ...good }, 'ids'],
        [
          'more than 100 ids',
          { decision: 'approve', ids: Array.from({ length: 101 }, (_, i) => String(i + 1)), ...good },
          'ids',
        ],
        ['an unknown decision', { decision: 'hold', ids, ...good }, 'decision'],
        ['unsigned', { decision: 'approve', ids }, 'signature'],
        ['a stale issuedAt', { decision: 'approve', ids, ...stale }, 'signature'],
        ['a signature of another wallet', { decision: 'approve', ids, ...otherWallet }, 'signature'],
        ['signed over an altered amount', { decision: 'approve', ids, ...altered }, 'signature'],
        ['signed in another order', { decision: 'approve', ids: [b.id, a.id], ...good }, 'signature'],
        [
          'items in another order than the ids',
          { decision: 'approve', ids, items: [b, a].map(itemOf), ...good },
          'items',
        ],
        ['fewer items than ids', { decision: 'approve', ids, items: [a].map(itemOf), ...good }, 'items'],
        [
          'an id with no withdrawal and no signed items to check the signature over',
          { decision: 'approve', ids: [a.id, '999999998'], ...good },
          'items',
        ],
        ...(
          [
            ['recipient', { address: DEMO_ACCOUNTS.admin }],
            ['chain', { chainId: b.chainId === 1 ? 56 : 1 }],
            ['token', { tokenSymbol: b.tokenSymbol === 'USDT' ? 'USDC' : 'USDT' }],
          ] as const
        ).map(
          ([field, change]) =>
            [
              `signed items with another ${field} than stored`,
              { decision: 'approve', ids, items: [a, { ...b, ...change }].map(itemOf), ...signedOver[field] },
              'signature',
            ] as [string, Record<string, unknown>, string],
        ),
        [
          'signed for approve, sent as reject',
          { decision: 'reject', ids, reason: 'x', ...good },
          'signature',
        ],
        [
          // Items and signature agree with each other, not with the stored withdrawal: only the
          // comparison with the row as stored refuses it.
          'signed items that do not match their withdrawals',
          {
            decision: 'approve',
            ids,
            items: [a, { ...b, amount: `${b.amount}1` }].map((w) => ({
              withdrawalId: w.id,
              recipient: w.address,
              chainId: w.chainId,
              token: w.tokenSymbol,
              amount: w.amount,
            })),
            ...altered,
          },
          'signature',
        ],
      ];
      for (const [what, body, field] of cases) {
        const reply = await postBatch('super', body);
        expect(reply.status, what).toBe(400);
        expect(reply.body.message, what).toContain(field);
      }
      expect(JSON.stringify([await d.fingerprint(a.id), await d.fingerprint(b.id)])).toBe(before);
    });

    it('stays exactly-once when a batch races single decisions and another batch on the same ids', async () => {
      const rows = takePendings(h, 1, 4);
      const racers = await Promise.all([
        decide('super', rows, { decision: 'approve' }),
        decide('secondSuper', rows, { decision: 'reject', reason: 'race' }),
        ...rows.map((w) => d.approve('secondSuper', w)),
      ]);
      for (const w of rows) {
        const entries = await d.auditOf(w.id);
        expect(entries, `withdrawal ${w.id}`).toHaveLength(1);
        const stored = await d.stored(w.id);
        expect(stored?.status).not.toBe('pending');
        expect(stored?.decidedBy).toBe(entries[0]?.actorAddress);
      }
      const batches = racers.slice(0, 2).map((r) => okData(r as Awaited<ReturnType<typeof decide>>).results);
      const applied = batches.flat().filter((r) => r.outcome !== 'conflict').length;
      const singles = racers.slice(2).filter((r) => r.code === '200').length;
      expect(applied + singles).toBe(rows.length);
    });
  });

  describe('a note on approve', () => {
    it('is signed, stored on the approval and shown to the second approver', async () => {
      const row = takePending(h, 2);
      const note = 'Called the customer; the address is theirs.';
      const unsignedNote = await outcome(async () =>
        h
          .client('super')
          .approveWithdrawal({ id: row.id, reason: note, ...(await d.signed('super', row, 'approve')) }),
      );
      expect(unsignedNote).toMatchObject({ code: '400', message: expect.stringContaining('signature') });
      const first = okData(
        await outcome(async () =>
          h.client('super').approveWithdrawal({
            id: row.id,
            reason: note,
            ...(await d.signed('super', row, 'approve', { reason: note })),
          }),
        ),
      );
      expect(first.approvals).toEqual([{ address: DEMO_ACCOUNTS.super, at: expect.any(String), note }]);
      const seen = (await h.client('secondSuper').withdrawals({ q: row.id })).list.find(
        (w) => w.id === row.id,
      );
      expect(seen?.approvals[0]?.note).toBe(note);
      const tooLong = await h.call('POST', '/api/manage/withdraw/approve', {
        as: 'super',
        body: { id: row.id, reason: 'x'.repeat(501) },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toContain('reason');
    });
  });

  describe('the context of a decision', () => {
    it('describes the asking account and its history', async () => {
      const row =
        world.withdrawals.find((w) => w.status === 'pending' && w.address === DEMO_ACCOUNTS.user) ??
        (world.withdrawals.find((w) => w.status === 'pending') as Withdrawal);
      const context = okData(await outcome(() => h.client('super').withdrawalContext({ id: row.id })));
      const user = world.users.find((u) => u.address === row.address);
      const mine = world.withdrawals.filter((w) => w.address === row.address);
      expect(context.account).toMatchObject({
        address: row.address,
        createdAt: user?.createdAt ?? null,
        inviterAddress: user?.inviterAddress ?? null,
        orders: { count: world.orders.filter((o) => o.address === row.address).length },
        withdrawals: { count: mine.length },
      });
      const earlier = mine.filter(
        (w) =>
          w.status === 'approved' &&
          (w.createdAt < row.createdAt || (w.createdAt === row.createdAt && Number(w.id) < Number(row.id))),
      );
      expect(context.recipient.previousApproved).toBe(earlier.length);
    });

    it('lists look-alike addresses (same first and last 4 hex digits), never the address itself', async () => {
      const row = world.withdrawals.find((w) => w.status === 'pending') as Withdrawal;
      const hex = row.address.slice(2).toLowerCase();
      const lookalike = `0x${hex.slice(0, 4)}${'0'.repeat(32)}${hex.slice(-4)}` as const;
      const unlike = `0x${hex.slice(0, 4)}${'0'.repeat(32)}ffff` as const;
      for (const address of [lookalike, unlike]) {
        const created = await outcome(() => h.client('admin').createUser({ address, role: 'user' }));
        expect(created.code).toBe('200');
      }
      const context = okData(await outcome(() => h.client('super').withdrawalContext({ id: row.id })));
      const found = context.recipient.lookalikes.map((a) => a.toLowerCase());
      expect(found).toContain(lookalike.toLowerCase());
      expect(found).not.toContain(unlike.toLowerCase());
      expect(found).not.toContain(row.address.toLowerCase());
    });

    it('is a 404 for an unknown withdrawal and a 400 for a malformed id', async () => {
      expect(
        (await h.call('GET', '/api/manage/withdraw/context', { as: 'super', query: { id: '999999999' } }))
          .status,
      ).toBe(404);
      const bad = await h.call('GET', '/api/manage/withdraw/context', { as: 'super', query: { id: 'x' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('id');
    });
  });

  describe('the overview’s queue counts', () => {
    it('awaitingYou and awaitingSecond count the queue as each super sees it', async () => {
      const pending = await h.all<Withdrawal>('withdrawals', { status: 'pending' });
      const second = pending.filter(
        (w) => w.approvals.length > 0 && w.approvals.length < w.requiredApprovals,
      );
      for (const as of ['super', 'secondSuper'] as const) {
        const overview = okData(await outcome(() => h.client(as).withdrawalOverview({})));
        const mine = pending.filter((w) => !w.approvals.some((a) => a.address === DEMO_ACCOUNTS[as]));
        expect(overview.awaitingYou.count, as).toBe(mine.length);
        expect(overview.awaitingSecond.count, as).toBe(second.length);
        expect(overview.pending.count).toBe(pending.length);
      }
      expect(second.length).toBeGreaterThan(0);
    });
  });

  describe('live events', () => {
    it('streams each approval and decision with its approval count, and replays after Last-Event-ID', async () => {
      const stream = await openEvents(h.target().url, h.token('secondSuper'));
      try {
        expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        const large = takePending(h, 2);
        expect((await d.approve('super', large)).code).toBe('200');
        const partial = await stream.next(large.id, (e) => e.approvals === 1);
        expect(partial).toMatchObject({
          event: 'withdrawal',
          data: { id: large.id, status: 'pending', approvals: 1, requiredApprovals: 2 },
        });
        expect(partial.id).toMatch(/^\d+$/);
        const small = takePending(h, 1);
        expect((await d.reject('super', small, 'not ours')).code).toBe('200');
        await stream.next(small.id, (e) => e.status === 'rejected');
        const replay = await openEvents(h.target().url, h.token('super'), { lastEventId: partial.id });
        try {
          const again = await replay.next(small.id, (e) => e.status === 'rejected');
          expect(again.data).toEqual({
            id: small.id,
            status: 'rejected',
            approvals: 0,
            requiredApprovals: 1,
          });
          expect(replay.events.map((e) => e.id)).not.toContain(partial.id);
        } finally {
          await replay.close();
        }
      } finally {
        await stream.close();
      }
    });

    it('a stream without a token is 401, for another role 403, with a parameter 400', async () => {
      expect((await h.call('GET', '/api/manage/events')).status).toBe(401);
      expect((await h.call('GET', '/api/manage/events', { token: 'x'.repeat(43) })).status).toBe(401);
      for (const as of ['admin', 'kol', 'operator'] as const) {
        const reply = await h.call('GET', '/api/manage/events', { as });
        expect(reply.status, as).toBe(403);
        expect(reply.body).toMatchObject({ code: '403', message: expect.stringContaining(as) });
      }
      const bad = await h.call('GET', '/api/manage/events', { as: 'super', query: { since: '1' } });
      expect(bad.status).toBe(400);
    });

    it('ends within 5 s of its session ending', async () => {
      const token = await h.signIn('super');
      const stream = await openEvents(h.target().url, token);
      try {
        expect((await h.call('POST', '/api/auth/logout', { token })).status).toBe(200);
        await stream.ended(5000);
      } finally {
        await stream.close();
      }
    });
  });

  // Last: the decisions above (single, batch, partial, signed) are in the chain it walks.
  describe('the audit log as a hash chain', () => {
    it('links every entry to the one before it in id order, each hash recomputing with auditEntryHash', async () => {
      // Concurrent writes as well: two roles setting points at once must not fork the chain.
      const users = await h.client('super').users({ role: 'user', pageSize: 8 });
      await Promise.all(
        users.list.map((u, i) =>
          h.client(i % 2 ? 'operator' : 'super').setPoints({ address: u.address, points: 300 + i }),
        ),
      );
      const entries = (await h.all<AuditEntry>('audit', { order: 'asc' })).sort((a, b) =>
        BigInt(a.id) < BigInt(b.id) ? -1 : 1,
      );
      expect(entries.length).toBeGreaterThan(users.list.length);
      let previous = GENESIS_HASH;
      for (const entry of entries) {
        expect(entry.hash, entry.id).toMatch(/^[0-9a-f]{64}$/);
        expect(entry.prevHash, entry.id).toBe(previous);
        expect(auditEntryHash({ ...entry, prevHash: previous }), entry.id).toBe(entry.hash);
        previous = entry.hash as string;
      }
    });
  });
}
