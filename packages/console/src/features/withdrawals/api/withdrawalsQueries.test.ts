import { ApiError, DEMO_ACCOUNTS, type Withdrawal } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { AlreadyDecidedError, sendDecision } from './withdrawalsQueries.ts';

const row = (patch: Partial<Withdrawal>): Withdrawal => ({
  id: '7',
  address: DEMO_ACCOUNTS.user,
  chainId: 1,
  tokenSymbol: 'USDT',
  amount: '10',
  fee: '0.1',
  status: 'pending',
  txHash: null,
  reason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  approvals: [],
  requiredApprovals: 1,
  ...patch,
});

function client(answer: () => Promise<Withdrawal>, current: Withdrawal) {
  const calls: string[] = [];
  return {
    calls,
    api: {
      approveWithdrawal: async (input: { id: string; issuedAt?: string; signature?: string }) => {
        calls.push(`approve ${input.id} ${input.issuedAt} ${input.signature}`);
        return answer();
      },
      rejectWithdrawal: async (input: {
        id: string;
        reason: string;
        issuedAt?: string;
        signature?: string;
      }) => {
        calls.push(`reject ${input.id} ${input.reason} ${input.issuedAt} ${input.signature}`);
        return answer();
      },
      withdrawals: async (input: { q?: string }) => {
        calls.push(`read ${input.q}`);
        return { list: [current], total: 1, page: 1, pageSize: 1, nextCursor: null };
      },
    },
  };
}

const proof = { issuedAt: '2026-11-23T10:00:00.000Z', signature: '0xabcd' } as const;

describe('sendDecision', () => {
  it("returns the server's row, not a guess", async () => {
    const approved = row({ status: 'approved', decidedBy: DEMO_ACCOUNTS.super });
    const c = client(async () => approved, approved);
    await expect(sendDecision({ kind: 'approve', id: '7', ...proof }, c.api as never)).resolves.toBe(
      approved,
    );
    // The signed proof travels with the decision: the server refuses an unsigned one.
    expect(c.calls).toEqual([`approve 7 ${proof.issuedAt} 0xabcd`]);
  });
  it('on 409 reads the row back to tell who decided first', async () => {
    const decided = row({ status: 'rejected', decidedBy: DEMO_ACCOUNTS.admin, reason: 'dup' });
    const c = client(async () => {
      throw new ApiError('409', 'withdrawal 7 is already rejected', 409);
    }, decided);
    const error = await sendDecision(
      { kind: 'reject', id: '7', reason: 'late', ...proof },
      c.api as never,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(AlreadyDecidedError);
    expect((error as AlreadyDecidedError).current?.decidedBy).toBe(DEMO_ACCOUNTS.admin);
    expect(c.calls).toEqual([`reject 7 late ${proof.issuedAt} 0xabcd`, 'read 7']);
    expect((error as AlreadyDecidedError).message).toBe('withdrawal 7 is already rejected');
  });
  it('passes other failures through unchanged', async () => {
    const c = client(async () => {
      throw new ApiError('404', 'no withdrawal 7', 404);
    }, row({}));
    await expect(sendDecision({ kind: 'approve', id: '7', ...proof }, c.api as never)).rejects.toMatchObject({
      code: '404',
    });
    expect(c.calls).toEqual([`approve 7 ${proof.issuedAt} 0xabcd`]);
  });
});
