import { afterAll, beforeAll, describe } from 'vitest';
import { cursorCases } from './cases/cursors.ts';
import { deskCases } from './cases/desk.ts';
import { figureCases } from './cases/figures.ts';
import { governanceCases } from './cases/governance.ts';
import { inputCases } from './cases/input.ts';
import { ledgerCases } from './cases/ledger.ts';
import { listCases } from './cases/lists.ts';
import { roleCases } from './cases/roles.ts';
import { runtimeCases } from './cases/runtime.ts';
import { sessionCases } from './cases/sessions.ts';
import { signInCases } from './cases/signin.ts';
import { staffCases } from './cases/staff.ts';
import { boundary, thresholdCases, unsignedCases } from './cases/thresholds.ts';
import { proxyHopCases, relaxedSignInCases, throttlingCases } from './cases/throttling.ts';
import { worldCases } from './cases/world.ts';
import { writeCases } from './cases/writes.ts';
import { type Harness, harness } from './harness.ts';
import type { OpenTarget, Target } from './targets.ts';

/** A target of its own for the cases in `register`, opened with `settings` and signed in. */
function withTarget(open: OpenTarget, settings: Parameters<OpenTarget>[0], register: (h: Harness) => void) {
  let target: Target | null = null;
  const h = harness(() => {
    if (!target) throw new Error('the target is not open yet');
    return target;
  });
  beforeAll(async () => {
    target = await open(settings);
    await h.signInAll();
  });
  afterAll(() => target?.close());
  register(h);
}

/**
 * The contract, written once, run against a back-end: the behaviour suite of the API. Each test
 * file runs it on one kind of target (the mocks, the server); cases read that target's copy of the
 * demo world through the API and compare it with the world as generated.
 */
export function conformanceSuite(open: OpenTarget) {
  describe('contract defaults', () => {
    withTarget(open, {}, (h) => {
      // Reads first, while the world is as seeded; then the cases that write, each on rows of its own.
      worldCases(h);
      runtimeCases(h);
      listCases(h);
      roleCases(h);
      inputCases(h);
      cursorCases(h);
      signInCases(h);
      sessionCases(h);
      throttlingCases(h);
      writeCases(h);
      governanceCases(h);
      staffCases(h);
    });
  });

  describe('the withdrawal desk: batches, notes, context, queue counts, live events', () => {
    withTarget(open, {}, deskCases);
  });

  describe('points as a ledger, the referral tree and figures', () => {
    withTarget(open, {}, (h) => {
      figureCases(h);
      ledgerCases(h);
    });
  });

  describe('relaxed settings: unsigned decisions, no thresholds, the legacy message, a limit of 3, no nonce limit', () => {
    withTarget(
      open,
      {
        signedDecisions: false,
        approvalThresholds: '',
        legacyMessage: true,
        loginFailureLimit: 3,
        nonceLimitPerMinute: 0,
      },
      (h) => {
        unsignedCases(h);
        relaxedSignInCases(h);
      },
    );
  });

  describe('thresholds drawn through seeded amounts, two trusted proxy hops, a limit of 3', () => {
    withTarget(
      open,
      { approvalThresholds: boundary.thresholds, trustProxy: 2, loginFailureLimit: 3 },
      (h) => {
        thresholdCases(h);
        proxyHopCases(h);
      },
    );
  });
}
