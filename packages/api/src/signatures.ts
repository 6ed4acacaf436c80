import { type Hex, verifyMessage, verifyTypedData } from 'viem';
import { decisionsTypedDataForViem, decisionTypedDataForViem, type SignedTypedData } from './decision.ts';

/*
 * Signature checks by recovery (viem's hashing and secp256k1), an entry of their own
 * (`@nsa/api/signatures`): the contract, the client and the rules load in every signed-in page,
 * which must not bring the curve along; only sign-in, decisions and the audit screen verify.
 */

/** EOA signature check by recovery (no network). */
export async function verifyLoginSignature(input: {
  address: `0x${string}`;
  message: string;
  signature: Hex;
}): Promise<boolean> {
  try {
    return await verifyMessage({
      address: input.address,
      message: input.message,
      signature: input.signature,
    });
  } catch {
    return false;
  }
}

/** EOA check by recovery, no network. Contract wallets need an RPC client (server side). */
export async function verifyDecisionSignature(input: {
  address: `0x${string}`;
  typedData: SignedTypedData;
  signature: string;
}): Promise<boolean> {
  const { address, typedData } = input;
  const signature = input.signature as Hex;
  try {
    return typedData.primaryType === 'Decision'
      ? await verifyTypedData({ address, signature, ...decisionTypedDataForViem(typedData) })
      : await verifyTypedData({ address, signature, ...decisionsTypedDataForViem(typedData) });
  } catch {
    return false;
  }
}
