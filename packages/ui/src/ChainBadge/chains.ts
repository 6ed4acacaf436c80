/** Chains the console knows: product names (not translated) and a brand colour for the marker. */
export const chains: Readonly<Record<number, { name: string; color: string; testnet: boolean }>> = {
  1: { name: 'Ethereum', color: '#627eea', testnet: false },
  42161: { name: 'Arbitrum One', color: '#28a0f0', testnet: false },
  56: { name: 'BNB Smart Chain', color: '#f0b90b', testnet: false },
  11155111: { name: 'Sepolia', color: '#627eea', testnet: true },
  421614: { name: 'Arbitrum Sepolia', color: '#28a0f0', testnet: true },
  97: { name: 'BNB Smart Chain Testnet', color: '#f0b90b', testnet: true },
};

export function chainInfo(chainId: number) {
  return Object.hasOwn(chains, chainId) ? chains[chainId] : undefined;
}
