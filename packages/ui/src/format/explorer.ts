import * as Address from 'ox/Address';
import * as Hex from 'ox/Hex';

/** Explorer page of a transaction; `undefined` without an explorer or for anything but a 32-byte 0x hash. */
export function explorerTxUrl(explorer: string | undefined, hash: string | null | undefined) {
  if (!explorer || typeof hash !== 'string' || hash.length !== 66 || !Hex.validate(hash, { strict: true }))
    return undefined;
  return `${explorer}/tx/${hash}`;
}

/** Explorer page of an address; `undefined` without an explorer or for an invalid (or badly checksummed) address. */
export function explorerAddressUrl(explorer: string | undefined, address: string | null | undefined) {
  if (!explorer || typeof address !== 'string' || !Address.validate(address)) return undefined;
  return `${explorer}/address/${address}`;
}
