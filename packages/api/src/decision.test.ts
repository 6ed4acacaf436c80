import { describe, expect, it } from 'vitest';
import {
  buildDecisionsTypedData,
  buildDecisionTypedData,
  DECISION_MAX_AGE_MS,
  isDecisionFresh,
  parseApprovalThresholds,
  signedWithdrawalIds,
} from './decision.ts';

const subject = (id: string) => ({
  id,
  address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' as const,
  chainId: 1 as const,
  tokenSymbol: 'USDT',
  amount: '12.5',
});

describe('isDecisionFresh', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  it('accepts a signature exactly 5 minutes old or ahead, and not a millisecond more', () => {
    for (const ms of [DECISION_MAX_AGE_MS, -DECISION_MAX_AGE_MS, 0]) {
      expect(isDecisionFresh(new Date(now.getTime() - ms).toISOString(), now)).toBe(true);
    }
    for (const ms of [DECISION_MAX_AGE_MS + 1, -DECISION_MAX_AGE_MS - 1]) {
      expect(isDecisionFresh(new Date(now.getTime() - ms).toISOString(), now)).toBe(false);
    }
    expect(isDecisionFresh('not a time', now)).toBe(false);
  });
});

describe('signedWithdrawalIds', () => {
  it('names the one withdrawal of a Decision and every item of a batch, in order', () => {
    const issuedAt = '2026-11-25T12:00:00.000Z';
    const one = buildDecisionTypedData({
      origin: 'o',
      withdrawal: subject('7'),
      decision: 'approve',
      issuedAt,
    });
    const batch = buildDecisionsTypedData({
      origin: 'o',
      withdrawals: [subject('9'), subject('8')],
      decision: 'reject',
      reason: 'dup',
      issuedAt,
    });
    expect(signedWithdrawalIds(one)).toEqual(['7']);
    expect(signedWithdrawalIds(batch)).toEqual(['9', '8']);
  });
});

describe('parseApprovalThresholds', () => {
  it('reads SYMBOL=amount pairs, upper-cases the symbol, and names a malformed part', () => {
    expect(parseApprovalThresholds(' eth=5, USDT=10000.5 ,')).toEqual({ ETH: '5', USDT: '10000.5' });
    expect(parseApprovalThresholds('')).toEqual({});
    expect(() => parseApprovalThresholds('ETH=5,BNB')).toThrow(
      'APPROVAL_THRESHOLDS: "BNB" is not SYMBOL=amount',
    );
  });

  it('refuses a threshold with more places than its token has, naming the setting and the token', () => {
    expect(() => parseApprovalThresholds('USDT=10000.001')).toThrow(
      `APPROVAL_THRESHOLDS: "USDT=10000.001" has more decimal places than USDT's 2`,
    );
    expect(() => parseApprovalThresholds('ETH=5,usdc=1.005')).toThrow(/APPROVAL_THRESHOLDS: .*USDC's 2/);
    expect(() => parseApprovalThresholds('BNB=0.0000001')).toThrow(/BNB's 6/);
    // Exactly the token's places, or trailing zeros past them, are the same number the database holds.
    expect(parseApprovalThresholds('USDT=10000.01,USDC=1.000,ETH=0.000001,BNB=20.0000000')).toEqual({
      USDT: '10000.01',
      USDC: '1.000',
      ETH: '0.000001',
      BNB: '20.0000000',
    });
    // A symbol outside the registry has no decimals to hold it to.
    expect(parseApprovalThresholds('DAI=1.123456789')).toEqual({ DAI: '1.123456789' });
  });
});
