import {
  buildDecisionTypedData,
  DECISION_MISMATCH_MESSAGE,
  DECISION_REQUIRED_MESSAGE,
  DECISION_STALE_MESSAGE,
  type DecisionEvidence,
  type DecisionKind,
  type DecisionSubject,
  type DecisionTypedData,
  decisionTypedDataForViem,
  isDecisionFresh,
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
  const { issuedAt, signature } = input;
  if (!issuedAt || !signature) {
    if (deps.governance.signedDecisions) throw new HttpError('400', DECISION_REQUIRED_MESSAGE);
    return null;
  }
  if (!isDecisionFresh(issuedAt, deps.now())) throw new HttpError('400', DECISION_STALE_MESSAGE);
  const typedData = buildDecisionTypedData({
    origin: deps.auth.origin,
    withdrawal,
    decision,
    reason: input.reason ?? '',
    issuedAt,
  });
  if (await verifyDecisionSignature({ address: actor, typedData, signature })) {
    return { typedData, signature };
  }
  const client = chainClient(deps.auth.rpcUrls, withdrawal.chainId);
  if (client) {
    try {
      const valid = await client.verifyTypedData({
        address: actor,
        ...decisionTypedDataForViem(typedData),
        signature: signature as Hex,
      });
      if (valid) return { typedData, signature };
    } catch {
      // An unreachable or failing node cannot vouch for the signature: refused below.
    }
  }
  throw new HttpError('400', DECISION_MISMATCH_MESSAGE);
}

/** The fields of the withdrawal a signed decision covers, compared with the row as stored. */
export function decisionSubjectMismatch(
  typedData: DecisionTypedData,
  stored: DecisionSubject,
): string | null {
  const m = typedData.message;
  if (m.withdrawalId !== stored.id) return `withdrawalId ${m.withdrawalId} is not ${stored.id}`;
  if (m.recipient !== stored.address) return `recipient ${m.recipient} is not ${stored.address}`;
  if (m.chainId !== stored.chainId) return `chainId ${m.chainId} is not ${stored.chainId}`;
  if (m.token !== stored.tokenSymbol) return `token ${m.token} is not ${stored.tokenSymbol}`;
  if (m.amount !== stored.amount) return `amount ${m.amount} is not ${stored.amount}`;
  return null;
}
