import * as Address from 'ox/Address';
import * as Hex from 'ox/Hex';

/** Block explorers of the chains the console knows. */
export const explorers: Readonly<Record<number, string>> = {
  1: 'https://etherscan.io',
  42161: 'https://arbiscan.io',
  56: 'https://bscscan.com',
  11155111: 'https://sepolia.etherscan.io',
  421614: 'https://sepolia.arbiscan.io',
  97: 'https://testnet.bscscan.com',
};

function explorerOf(chainId: number | null | undefined): string | undefined {
  return typeof chainId === 'number' && Object.hasOwn(explorers, chainId) ? explorers[chainId] : undefined;
}

/** Explorer page of a transaction; `undefined` for an unknown chain or anything but a 32-byte 0x hash. */
export function explorerTxUrl(chainId: number | null | undefined, hash: string | null | undefined) {
  const base = explorerOf(chainId);
  if (!base || typeof hash !== 'string' || hash.length !== 66 || !Hex.validate(hash, { strict: true }))
    return undefined;
  return `${base}/tx/${hash}`;
}

/** Explorer page of an address; `undefined` for an unknown chain or an invalid (or badly checksummed) address. */
export function explorerAddressUrl(chainId: number | null | undefined, address: string | null | undefined) {
  const base = explorerOf(chainId);
  if (!base || typeof address !== 'string' || !Address.validate(address)) return undefined;
  return `${base}/address/${address}`;
}
