import { from as decimalToUnits } from 'ox/Value';
import { z } from 'zod/mini';
import {
  type ChainId,
  chainIdSchema,
  fitsTokenDecimals,
  TOKEN_DECIMALS,
  type TokenSymbol,
} from './chains.ts';
import { addressSchema, isoDateTimeSchema } from './primitives.ts';

/**
 * Governance (contract § "Signed decisions"): a withdrawal decision is an EIP-712 `Decision`
 * signed by the deciding wallet. The console builds it, the server and the mocks check it, the
 * audit screen and `verify-audit` re-verify it: all through these functions.
 */
export const DECISION_DOMAIN = { name: 'Node Sales Admin', version: '1' } as const;

export const DECISION_TYPES = {
  Decision: [
    { name: 'origin', type: 'string' },
    { name: 'withdrawalId', type: 'string' },
    { name: 'decision', type: 'string' },
    { name: 'recipient', type: 'address' },
    { name: 'chainId', type: 'uint256' },
    { name: 'token', type: 'string' },
    { name: 'amount', type: 'string' },
    { name: 'reason', type: 'string' },
    { name: 'issuedAt', type: 'string' },
  ],
} as const;

/** A batch (contract § "Withdrawal desk"): one signature over every item, in the order of `ids`. */
export const DECISIONS_TYPES = {
  Decisions: [
    { name: 'origin', type: 'string' },
    { name: 'decision', type: 'string' },
    { name: 'reason', type: 'string' },
    { name: 'issuedAt', type: 'string' },
    { name: 'items', type: 'Item[]' },
  ],
  Item: [
    { name: 'withdrawalId', type: 'string' },
    { name: 'recipient', type: 'address' },
    { name: 'chainId', type: 'uint256' },
    { name: 'token', type: 'string' },
    { name: 'amount', type: 'string' },
  ],
} as const;

/** The most ids one batch may decide. */
export const BATCH_MAX_ITEMS = 100;

/** How far `issuedAt` may be from server time, either way. */
export const DECISION_MAX_AGE_MS = 5 * 60 * 1000;

/** The 400 messages of a refused decision signature (server and mocks alike). */
export const DECISION_REQUIRED_MESSAGE = 'signature: required; sign the decision with your wallet';
export const DECISION_STALE_MESSAGE =
  'signature: issuedAt is more than 5 minutes from server time; sign the decision again';
export const DECISION_MISMATCH_MESSAGE =
  'signature: does not verify for your address over this withdrawal and decision';

export type DecisionKind = 'approve' | 'reject';

/** What a decision is about: the withdrawal as stored. */
export type DecisionSubject = {
  id: string;
  address: `0x${string}`;
  chainId: ChainId;
  tokenSymbol: string;
  amount: string;
};

export type DecisionMessage = {
  origin: string;
  withdrawalId: string;
  decision: DecisionKind;
  recipient: `0x${string}`;
  chainId: number;
  token: string;
  amount: string;
  reason: string;
  issuedAt: string;
};

/** The JSON form kept in audit evidence (chainId as a number, so it round-trips through JSON). */
export const decisionTypedDataSchema = z.object({
  domain: z.object({ name: z.literal(DECISION_DOMAIN.name), version: z.literal(DECISION_DOMAIN.version) }),
  primaryType: z.literal('Decision'),
  message: z.object({
    origin: z.string(),
    withdrawalId: z.string(),
    decision: z.enum(['approve', 'reject']),
    recipient: addressSchema,
    chainId: chainIdSchema,
    token: z.string(),
    amount: z.string(),
    reason: z.string(),
    issuedAt: isoDateTimeSchema,
  }),
});
export type DecisionTypedData = z.output<typeof decisionTypedDataSchema>;

/**
 * `amount` is not held to the token's decimals here (contract: amounts never carry more): an item
 * is a signed copy of a stored withdrawal, compared with the row text for text, so an over-precise
 * amount is already refused as a signature mismatch; a schema refusal would only hide that check.
 */
export const decisionItemSchema = z.object({
  withdrawalId: z.string(),
  recipient: addressSchema,
  chainId: chainIdSchema,
  token: z.string(),
  amount: z.string(),
});
export type DecisionItem = z.output<typeof decisionItemSchema>;

export const decisionsTypedDataSchema = z.object({
  domain: z.object({ name: z.literal(DECISION_DOMAIN.name), version: z.literal(DECISION_DOMAIN.version) }),
  primaryType: z.literal('Decisions'),
  message: z.object({
    origin: z.string(),
    decision: z.enum(['approve', 'reject']),
    reason: z.string(),
    issuedAt: isoDateTimeSchema,
    items: z.array(decisionItemSchema).check(z.minLength(1), z.maxLength(BATCH_MAX_ITEMS)),
  }),
});
export type DecisionsTypedData = z.output<typeof decisionsTypedDataSchema>;
/** Either form a decision is signed in: one withdrawal, or a batch. */
export type SignedTypedData = DecisionTypedData | DecisionsTypedData;

export const signatureSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]+$/, 'expected a hex signature'), z.maxLength(20_000));

/** Audit evidence of a signed decision. */
export const decisionEvidenceSchema = z.object({
  typedData: z.union([decisionTypedDataSchema, decisionsTypedDataSchema]),
  signature: signatureSchema,
});
export type DecisionEvidence = z.output<typeof decisionEvidenceSchema>;

export function buildDecisionTypedData(input: {
  origin: string;
  withdrawal: DecisionSubject;
  decision: DecisionKind;
  reason?: string;
  issuedAt: string;
}): DecisionTypedData {
  return {
    domain: { ...DECISION_DOMAIN },
    primaryType: 'Decision',
    message: {
      origin: input.origin,
      withdrawalId: input.withdrawal.id,
      decision: input.decision,
      recipient: input.withdrawal.address,
      chainId: input.withdrawal.chainId,
      token: input.withdrawal.tokenSymbol,
      amount: input.withdrawal.amount,
      // A reject's reason, or an approval's note (Withdrawal desk: "A note on approve").
      reason: input.reason ?? '',
      issuedAt: input.issuedAt,
    },
  };
}

function itemOf(withdrawal: DecisionSubject): DecisionItem {
  return {
    withdrawalId: withdrawal.id,
    recipient: withdrawal.address,
    chainId: withdrawal.chainId,
    token: withdrawal.tokenSymbol,
    amount: withdrawal.amount,
  };
}

export function buildDecisionsTypedData(input: {
  origin: string;
  withdrawals: readonly DecisionSubject[];
  decision: DecisionKind;
  reason?: string | undefined;
  issuedAt: string;
}): DecisionsTypedData {
  return {
    domain: { ...DECISION_DOMAIN },
    primaryType: 'Decisions',
    message: {
      origin: input.origin,
      decision: input.decision,
      reason: input.reason ?? '',
      issuedAt: input.issuedAt,
      items: input.withdrawals.map(itemOf),
    },
  };
}

/** The argument viem's signTypedData / verifyTypedData take (uint256 as a bigint). */
export function decisionTypedDataForViem(typedData: DecisionTypedData) {
  return {
    domain: typedData.domain,
    types: DECISION_TYPES,
    primaryType: 'Decision' as const,
    message: { ...typedData.message, chainId: BigInt(typedData.message.chainId) },
  };
}

export function decisionsTypedDataForViem(typedData: DecisionsTypedData) {
  return {
    domain: typedData.domain,
    types: DECISIONS_TYPES,
    primaryType: 'Decisions' as const,
    message: {
      ...typedData.message,
      items: typedData.message.items.map((item) => ({ ...item, chainId: BigInt(item.chainId) })),
    },
  };
}

/** The withdrawal ids a signed decision covers: one, or every item of a batch. */
export function signedWithdrawalIds(typedData: SignedTypedData): string[] {
  return typedData.primaryType === 'Decision'
    ? [typedData.message.withdrawalId]
    : typedData.message.items.map((item) => item.withdrawalId);
}

/** `issuedAt` parses and lies within DECISION_MAX_AGE_MS of `now`, either way. */
export function isDecisionFresh(issuedAt: string, now: Date): boolean {
  const at = Date.parse(issuedAt);
  return Number.isFinite(at) && Math.abs(now.getTime() - at) <= DECISION_MAX_AGE_MS;
}

/** Per token symbol, the amount from which two distinct supers must approve. */
export type ApprovalThresholds = Readonly<Record<string, string>>;

export const DEFAULT_APPROVAL_THRESHOLDS = 'ETH=5,BNB=20,USDC=10000,USDT=10000';

/**
 * `ETH=5,BNB=20` → { ETH: '5', BNB: '20' }; empty → none; anything malformed throws, and so does a
 * threshold finer than its token's decimals: no amount carries those places, so it would quietly mean
 * the next unit up.
 */
export function parseApprovalThresholds(text: string): ApprovalThresholds {
  const out: Record<string, string> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9]+)=(\d+(?:\.\d+)?)$/.exec(part);
    if (!match?.[1] || !match[2]) throw new Error(`APPROVAL_THRESHOLDS: "${part}" is not SYMBOL=amount`);
    const symbol = match[1].toUpperCase();
    if (!fitsTokenDecimals(match[2], symbol)) {
      const places = TOKEN_DECIMALS[symbol as TokenSymbol];
      throw new Error(`APPROVAL_THRESHOLDS: "${part}" has more decimal places than ${symbol}'s ${places}`);
    }
    out[symbol] = match[2];
  }
  return out;
}

/** 2 when the amount reaches its token's threshold, else 1. */
export function requiredApprovalsFor(
  withdrawal: { tokenSymbol: string; amount: string },
  thresholds: ApprovalThresholds,
): 1 | 2 {
  const threshold = thresholds[withdrawal.tokenSymbol.toUpperCase()];
  return threshold !== undefined && decimalToUnits(withdrawal.amount, 36) >= decimalToUnits(threshold, 36)
    ? 2
    : 1;
}
