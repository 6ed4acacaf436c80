import {
  buildDecisionsTypedData,
  buildDecisionTypedData,
  type DecisionKind,
  type DecisionSubject,
  type DecisionsTypedData,
  type DecisionTypedData,
  decisionsTypedDataForViem,
  decisionTypedDataForViem,
  type SignedTypedData,
} from '@nsa/api';
import { clock } from '../../../lib/clock.ts';

/**
 * The origin the server signs over (its ORIGIN): the API's own origin, which is the console's
 * unless the console talks to an API elsewhere (VITE_API_URL).
 */
export function decisionOrigin(
  apiUrl: string | undefined = import.meta.env.VITE_API_URL,
  here: string = window.location.origin,
): string {
  return apiUrl ? new URL(apiUrl, here).origin : here;
}

export type TypedDataSigner = (address: `0x${string}`, typedData: SignedTypedData) => Promise<`0x${string}`>;

/** Asks the session's connected wallet for the EIP-712 signature; wagmi loads on the first decision. */
export const walletSigner: TypedDataSigner = async (address, typedData) => {
  const wallet = await import('../../../lib/walletSession.ts');
  return typedData.primaryType === 'Decision'
    ? wallet.signTypedDataAs(address, decisionTypedDataForViem(typedData))
    : wallet.signTypedDataAs(address, decisionsTypedDataForViem(typedData));
};

export type SignedDecision = { issuedAt: string; signature: `0x${string}`; typedData: DecisionTypedData };

/**
 * Builds the Decision the server will check and signs it: a reject's reason, or an approval's
 * note for the second approver, trimmed as the server trims it.
 */
export async function signDecision(input: {
  signer: `0x${string}`;
  withdrawal: DecisionSubject;
  decision: DecisionKind;
  reason?: string;
  origin?: string;
  now?: Date;
  sign?: TypedDataSigner;
}): Promise<SignedDecision> {
  const issuedAt = (input.now ?? new Date(clock.now())).toISOString();
  const typedData = buildDecisionTypedData({
    origin: input.origin ?? decisionOrigin(),
    withdrawal: input.withdrawal,
    decision: input.decision,
    reason: (input.reason ?? '').trim(),
    issuedAt,
  });
  const signature = await (input.sign ?? walletSigner)(input.signer, typedData);
  return { issuedAt, signature, typedData };
}

export type SignedBatch = { issuedAt: string; signature: `0x${string}`; typedData: DecisionsTypedData };

/** One `Decisions` signature over every selected withdrawal, in the order given: one wallet prompt. */
export async function signBatch(input: {
  signer: `0x${string}`;
  withdrawals: readonly DecisionSubject[];
  decision: DecisionKind;
  reason?: string;
  origin?: string;
  now?: Date;
  sign?: TypedDataSigner;
}): Promise<SignedBatch> {
  const issuedAt = (input.now ?? new Date(clock.now())).toISOString();
  const typedData = buildDecisionsTypedData({
    origin: input.origin ?? decisionOrigin(),
    withdrawals: input.withdrawals,
    decision: input.decision,
    reason: (input.reason ?? '').trim(),
    issuedAt,
  });
  const signature = await (input.sign ?? walletSigner)(input.signer, typedData);
  return { issuedAt, signature, typedData };
}
