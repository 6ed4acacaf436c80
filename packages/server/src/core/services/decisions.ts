import {
  buildDecisionsTypedData,
  buildDecisionTypedData,
  DECISION_MISMATCH_MESSAGE,
  DECISION_REQUIRED_MESSAGE,
  DECISION_STALE_MESSAGE,
  type DecisionEvidence,
  type DecisionItem,
  type DecisionKind,
  type DecisionSubject,
  decisionsTypedDataForViem,
  decisionTypedDataForViem,
  isDecisionFresh,
  type SignedTypedData,
} from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import type { Hex } from 'viem';
import type { Deps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { chainClient } from './chainClient.ts';

export type SignedDecisionInput = { issuedAt?: string; signature?: string; reason?: string };

/**
 * The contract's signed-decision check: the EIP-712 `Decision` over the withdrawal as stored and
 * the request must be fresh and signed by the session's wallet (EOA by recovery, contract wallets
 * through the withdrawal's chain). Returns the audit evidence, or null for an accepted unsigned
 * decision (SIGNED_DECISIONS=0); refuses with the 400 that names `signature`.
 */
export async function checkDecisionSignature(
  deps: Deps,
  withdrawal: DecisionSubject,
  decision: DecisionKind,
  input: SignedDecisionInput,
  actor: `0x${string}`,
): Promise<DecisionEvidence | null> {
  return checkSigned(deps, input, actor, withdrawal.chainId, (issuedAt) =>
    buildDecisionTypedData({
      origin: deps.auth.origin,
      withdrawal,
      decision,
      reason: input.reason ?? '',
      issuedAt,
    }),
  );
}

/**
 * The same check for a batch: one `Decisions` signature over `items` (the signed fields, in the
 * order of the ids). Contract wallets are asked on the chain of the first item.
 */
export async function checkBatchSignature(
  deps: Deps,
  items: readonly DecisionItem[],
  decision: DecisionKind,
  input: SignedDecisionInput,
  actor: `0x${string}`,
): Promise<DecisionEvidence | null> {
  return checkSigned(deps, input, actor, items[0]?.chainId, (issuedAt) =>
    buildDecisionsTypedData({
      origin: deps.auth.origin,
      withdrawals: items.map((item) => ({
        id: item.withdrawalId,
        address: item.recipient,
        chainId: item.chainId,
        tokenSymbol: item.token,
        amount: item.amount,
      })),
      decision,
      reason: input.reason ?? '',
      issuedAt,
    }),
  );
}

async function checkSigned(
  deps: Deps,
  input: SignedDecisionInput,
  actor: `0x${string}`,
  chainId: number | undefined,
  build: (issuedAt: string) => SignedTypedData,
): Promise<DecisionEvidence | null> {
  const { issuedAt, signature } = input;
  if (!issuedAt || !signature) {
    if (deps.governance.signedDecisions) throw new HttpError('400', DECISION_REQUIRED_MESSAGE);
    return null;
  }
  if (!isDecisionFresh(issuedAt, deps.now())) throw new HttpError('400', DECISION_STALE_MESSAGE);
  const typedData = build(issuedAt);
  if (await verifyDecisionSignature({ address: actor, typedData, signature })) {
    return { typedData, signature };
  }
  const client = chainId === undefined ? null : chainClient(deps.auth.rpcUrls, chainId);
  if (client) {
    try {
      const params = { address: actor, signature: signature as Hex };
      const valid =
        typedData.primaryType === 'Decision'
          ? await client.verifyTypedData({ ...params, ...decisionTypedDataForViem(typedData) })
          : await client.verifyTypedData({ ...params, ...decisionsTypedDataForViem(typedData) });
      if (valid) return { typedData, signature };
    } catch {
      // An unreachable or failing node cannot vouch for the signature: refused below.
    }
  }
  throw new HttpError('400', DECISION_MISMATCH_MESSAGE);
}

/** The signed fields of one withdrawal in either form, or null when it does not cover `id`. */
export function signedItemFor(typedData: SignedTypedData, id: string): DecisionItem | null {
  if (typedData.primaryType === 'Decision') {
    const { withdrawalId, recipient, chainId, token, amount } = typedData.message;
    return withdrawalId === id ? { withdrawalId, recipient, chainId, token, amount } : null;
  }
  return typedData.message.items.find((item) => item.withdrawalId === id) ?? null;
}

/** The fields of the withdrawal a signed item covers, compared with the row as stored. */
export function itemMismatch(item: DecisionItem, stored: DecisionSubject): string | null {
  if (item.withdrawalId !== stored.id) return `withdrawalId ${item.withdrawalId} is not ${stored.id}`;
  if (item.recipient !== stored.address) return `recipient ${item.recipient} is not ${stored.address}`;
  if (item.chainId !== stored.chainId) return `chainId ${item.chainId} is not ${stored.chainId}`;
  if (item.token !== stored.tokenSymbol) return `token ${item.token} is not ${stored.tokenSymbol}`;
  if (item.amount !== stored.amount) return `amount ${item.amount} is not ${stored.amount}`;
  return null;
}

/** The signed item of a withdrawal as stored. */
export function itemOf(stored: DecisionSubject): DecisionItem {
  return {
    withdrawalId: stored.id,
    recipient: stored.address,
    chainId: stored.chainId,
    token: stored.tokenSymbol,
    amount: stored.amount,
  };
}
