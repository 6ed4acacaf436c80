import {
  type AuditEntry,
  type AuditEntryContent,
  buildDecisionsTypedData,
  buildDecisionTypedData,
  DEMO_ACCOUNT_INDEX,
  DEMO_ACCOUNTS,
  DEMO_MNEMONIC,
  type DecisionTypedData,
  decisionsTypedDataForViem,
  decisionTypedDataForViem,
  linkAuditEntries,
} from '@nsa/api';
import i18next, { type TFunction } from 'i18next';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ar } from '../../../lib/locales/ar.ts';
import { en } from '../../../lib/locales/en.ts';
import { auditChanges, auditChangeText, auditReason, auditTargetPath } from './auditChanges.ts';
import { chainChecks } from './chainStatus.ts';
import { signatureKind } from './signatureKind.ts';
import { verifyEvidence } from './verifyEvidence.ts';

const superAccount = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX.super });
const subject = {
  id: '17',
  address: DEMO_ACCOUNTS.user,
  chainId: 1,
  tokenSymbol: 'ETH',
  amount: '7.5',
} as const;

async function signedEntry(
  patch: Partial<AuditEntry> = {},
  signer = superAccount,
  options: { decision?: 'approve' | 'reject'; reason?: string } = {},
): Promise<AuditEntry> {
  const decision = options.decision ?? 'approve';
  const typedData = buildDecisionTypedData({
    origin: 'http://localhost:8080',
    withdrawal: subject,
    decision,
    reason: options.reason,
    issuedAt: '2026-11-23T10:00:00.000Z',
  });
  const signature = await signer.signTypedData(decisionTypedDataForViem(typedData));
  return {
    id: '9',
    actorAddress: DEMO_ACCOUNTS.super,
    action: decision === 'approve' ? 'withdraw.approve' : 'withdraw.reject',
    target: '17',
    before: { status: 'pending', approvals: 0 },
    after:
      decision === 'approve'
        ? { status: 'pending', approvals: 1, ...(options.reason ? { note: options.reason } : {}) }
        : { status: 'rejected', approvals: 0, reason: options.reason ?? '' },
    evidence: { typedData, signature },
    createdAt: '2026-11-23T10:00:01.000Z',
    hash: null,
    prevHash: null,
    ...patch,
  };
}

describe('verifyEvidence', () => {
  it("verifies a decision signed by the entry's actor", async () => {
    await expect(verifyEvidence(await signedEntry())).resolves.toEqual({ status: 'verified' });
  });
  it('does not verify a signature by another wallet', async () => {
    const other = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX.secondSuper });
    await expect(verifyEvidence(await signedEntry({ id: '10' }, other))).resolves.toEqual({
      status: 'mismatch',
      why: 'signature',
    });
  });
  it('does not verify evidence about another withdrawal or another decision', async () => {
    await expect(verifyEvidence(await signedEntry({ id: '11', target: '18' }))).resolves.toEqual({
      status: 'mismatch',
      why: 'otherWithdrawal',
    });
    await expect(verifyEvidence(await signedEntry({ id: '12', action: 'withdraw.reject' }))).resolves.toEqual(
      { status: 'mismatch', why: 'otherDecision' },
    );
    await expect(verifyEvidence(await signedEntry({ id: '12', action: 'points.set' }))).resolves.toEqual({
      status: 'mismatch',
      why: 'notADecision',
    });
  });
  it('does not verify altered typed data (an amount changed after signing)', async () => {
    const entry = await signedEntry({ id: '13' });
    const evidence = entry.evidence as { typedData: DecisionTypedData; signature: string };
    const tampered = {
      ...entry,
      evidence: {
        ...evidence,
        typedData: { ...evidence.typedData, message: { ...evidence.typedData.message, amount: '75' } },
      },
    };
    await expect(verifyEvidence(tampered)).resolves.toEqual({ status: 'mismatch', why: 'signature' });
  });
  it('checks the signature against the reason the row shows: a rewritten reason does not verify', async () => {
    const entry = await signedEntry({ id: '14' }, superAccount, { decision: 'reject', reason: 'duplicate' });
    await expect(verifyEvidence(entry)).resolves.toEqual({ status: 'verified' });
    // The same entry once someone rewrote its reason in the database: same signature, other text.
    const rewritten = { ...entry, after: { ...entry.after, reason: 'requested by the user' } };
    await expect(verifyEvidence(rewritten)).resolves.toEqual({ status: 'mismatch', why: 'reason' });
  });
  it("checks an approval's note the same way, an absent note standing for the empty one signed", async () => {
    const noted = await signedEntry({ id: '15' }, superAccount, { reason: 'checked by phone' });
    await expect(verifyEvidence(noted)).resolves.toEqual({ status: 'verified' });
    const dropped = { ...noted, after: { status: 'pending', approvals: 1 } };
    await expect(verifyEvidence(dropped)).resolves.toEqual({ status: 'mismatch', why: 'reason' });
  });
  it("verifies a batch's evidence on each of its items' entries, and on no other", async () => {
    const typedData = buildDecisionsTypedData({
      origin: 'http://localhost:8080',
      withdrawals: [subject, { ...subject, id: '18', amount: '1.25' }],
      decision: 'reject',
      reason: 'duplicate',
      issuedAt: '2026-11-23T10:00:00.000Z',
    });
    const signature = await superAccount.signTypedData(decisionsTypedDataForViem(typedData));
    const entry = (await signedEntry({ id: '16', target: '18' }, superAccount, {
      decision: 'reject',
      reason: 'duplicate',
    })) as AuditEntry;
    const batch = { ...entry, evidence: { typedData, signature } };
    await expect(verifyEvidence(batch)).resolves.toEqual({ status: 'verified' });
    await expect(verifyEvidence({ ...batch, id: '17', target: '19' })).resolves.toEqual({
      status: 'mismatch',
      why: 'otherWithdrawal',
    });
  });
});

describe('signatureKind', () => {
  const plain = { evidence: null };
  it('needs no signature for writes that are never signed', () => {
    for (const action of ['user.create', 'user.update', 'session.revoke', 'points.set'] as const) {
      expect(signatureKind({ ...plain, action })).toBe('notNeeded');
    }
  });
  it('calls a decision without evidence unsigned, and any evidence signed (to be checked)', async () => {
    expect(signatureKind({ ...plain, action: 'withdraw.approve' })).toBe('unsigned');
    expect(signatureKind({ ...plain, action: 'withdraw.reject' })).toBe('unsigned');
    const signed = await signedEntry();
    expect(signatureKind(signed)).toBe('signed');
    // Evidence on a write that is never signed is checked, and then does not verify.
    expect(signatureKind({ ...signed, action: 'points.set' })).toBe('signed');
  });
});

function translator(language: 'en' | 'ar'): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('auditChanges', () => {
  const t = translator('en');
  const text = (entry: Pick<AuditEntry, 'before' | 'after'>, tr = t) =>
    auditChanges(entry).map((c) => auditChangeText(c, tr));

  it('lists changed fields before → after in the reader’s words and leaves the reason to its column', () => {
    const entry = {
      before: { status: 'pending', approvals: 1 },
      after: { status: 'rejected', approvals: 1, reason: 'duplicate' },
    };
    expect(text(entry)).toEqual(['Status: Pending → Rejected']);
    expect(auditReason(entry)).toBe('duplicate');
    expect(text(entry, translator('ar'))).toEqual([
      `${ar.audit.fields.status}: ${ar.status.pending} → ${ar.status.rejected}`,
    ]);
  });
  it('translates roles and booleans, names null "none", groups numbers', () => {
    expect(
      text({
        before: { role: 'admin', disabled: false, label: null },
        after: { role: 'operator', disabled: true, label: 'Night shift', sessionsRevoked: 2 },
      }),
    ).toEqual([
      'Role: Admin → Operator',
      'Disabled: No → Yes',
      'Label: none → Night shift',
      'Sessions ended: 2',
    ]);
    expect(text({ before: { points: 1500 }, after: { points: 1234567 } })).toEqual([
      'Points: 1,500 → 1,234,567',
    ]);
  });
  it('shows what a created record or an event recorded, with no earlier state and no empty fields', () => {
    expect(
      text({ before: null, after: { role: 'kol', inviterAddress: DEMO_ACCOUNTS.kol, remark: null } }),
    ).toEqual(['Role: KOL', `Inviter: ${DEMO_ACCOUNTS.kol}`]);
    expect(text({ before: null, after: { revoked: 1, session: '42' } })).toEqual([
      'Sessions ended: 1',
      'Session: 42',
    ]);
    expect(auditReason({ after: null })).toBeNull();
  });
  it("shows an approval's note, and fields it has no name for as recorded", () => {
    expect(
      text({
        before: { status: 'pending', approvals: 0 },
        after: { status: 'pending', approvals: 1, note: 'checked by phone', weight: 3 },
      }),
    ).toEqual(['Approvals: 0 → 1', 'Note: checked by phone', 'weight: 3']);
  });
  it('lists known fields in a fixed order, whatever order the database keeps the keys in', () => {
    expect(
      text({
        before: { status: 'pending', approvals: 1 },
        after: { note: 'ok', status: 'approved', approvals: 2 },
      }),
    ).toEqual(['Status: Pending → Approved', 'Approvals: 1 → 2', 'Note: ok']);
  });
  it('keeps an address and an id as data, and marks a value by its kind', () => {
    const [inviter, session] = auditChanges({
      before: null,
      after: { inviterAddress: DEMO_ACCOUNTS.kol, session: '42' },
    });
    expect(inviter?.after).toEqual({ kind: 'address', value: DEMO_ACCOUNTS.kol });
    expect(session?.after).toEqual({ kind: 'code', value: '42' });
  });
});

describe('auditTargetPath', () => {
  it('links a withdrawal to the withdrawals list filtered to it, an address to its user', () => {
    expect(auditTargetPath({ action: 'withdraw.reject', target: '17' })).toBe('/withdraw?q=17');
    expect(auditTargetPath({ action: 'points.set', target: DEMO_ACCOUNTS.user })).toBe(
      `/user/${DEMO_ACCOUNTS.user}`,
    );
  });
});

describe('chainChecks', () => {
  const content = (id: number, points: number): AuditEntryContent => ({
    id: String(id),
    actorAddress: DEMO_ACCOUNTS.operator,
    action: 'points.set',
    target: DEMO_ACCOUNTS.user,
    before: { points },
    after: { points: points + 1 },
    evidence: null,
    createdAt: `2026-11-23T10:00:0${id}.000Z`,
  });
  // A log of five entries as the server chains them; the list shows them newest first.
  const log = linkAuditEntries([1, 2, 3, 4, 5].map((id) => content(id, id * 10)));
  const newestFirst = (entries: AuditEntry[]) => [...entries].reverse();
  const broken = (checks: Map<string, { problems: unknown[] }>) =>
    [...checks].filter(([, c]) => c.problems.length > 0).map(([id, c]) => [id, c.problems]);

  it('finds nothing wrong with an intact page, each entry following the one before it', () => {
    const checks = chainChecks(newestFirst(log), { contiguous: true, startsLog: true });
    expect(broken(checks)).toEqual([]);
    expect(checks.get('1')?.follows).toEqual({ kind: 'start' });
    expect(checks.get('4')?.follows).toEqual({ kind: 'entry', id: '3' });
  });
  it('marks an entry edited after it was written (its hash no longer recomputes)', () => {
    const edited = log.map((e) => (e.id === '3' ? { ...e, after: { points: 1_000_000 } } : e));
    expect(broken(chainChecks(newestFirst(edited), { contiguous: true, startsLog: true }))).toEqual([
      ['3', [{ kind: 'edited' }]],
    ]);
  });
  it('marks an entry edited and re-hashed by the one after it, which no longer links', () => {
    const [rehashed] = linkAuditEntries([{ ...content(3, 30), after: { points: 1 } }], log[1]?.hash ?? '');
    const edited = log.map((e) => (e.id === '3' ? (rehashed as AuditEntry) : e));
    expect(broken(chainChecks(newestFirst(edited), { contiguous: true, startsLog: true }))).toEqual([
      ['4', [{ kind: 'unlinked', previous: '3' }]],
    ]);
  });
  it('marks the entry after a deleted one, when both its neighbours are shown', () => {
    const deleted = log.filter((e) => e.id !== '3');
    expect(broken(chainChecks(newestFirst(deleted), { contiguous: true, startsLog: false }))).toEqual([
      ['4', [{ kind: 'unlinked', previous: '2' }]],
    ]);
  });
  it("marks the log's first entry when the one before it was deleted", () => {
    const deleted = log.filter((e) => e.id !== '1');
    expect(broken(chainChecks(newestFirst(deleted), { contiguous: true, startsLog: true }))).toEqual([
      ['2', [{ kind: 'unlinked', previous: null }]],
    ]);
  });
  it('links only consecutive ids in a filtered list, where rows between may be left out', () => {
    const filtered = log.filter((e) => e.id !== '3');
    const checks = chainChecks(newestFirst(filtered), { contiguous: false, startsLog: false });
    expect(broken(checks)).toEqual([]);
    expect(checks.get('4')?.follows).toBeNull();
    expect(checks.get('2')?.follows).toEqual({ kind: 'entry', id: '1' });
  });
  it('marks an entry written outside the server (no hash)', () => {
    const outside = log.map((e) => (e.id === '5' ? { ...e, hash: null, prevHash: null } : e));
    expect(broken(chainChecks(newestFirst(outside), { contiguous: true, startsLog: true }))).toEqual([
      ['5', [{ kind: 'noHash' }]],
    ]);
  });
});
