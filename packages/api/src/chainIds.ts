/** Production and test chain sets; the build env picks one (unset or `pro` = production). Free of zod for clients' first paint. */
export const productionChainIds = [1, 42161, 56] as const;
export const testChainIds = [11155111, 421614, 97] as const;
export const allChainIds = [...productionChainIds, ...testChainIds] as const;
export type ChainId = (typeof allChainIds)[number];

export function chainIdsForEnv(env: string | undefined): readonly ChainId[] {
  return env === undefined || env === '' || env === 'pro' ? productionChainIds : testChainIds;
}

export type TokenSymbol = 'USDT' | 'USDC' | 'ETH' | 'BNB';

/**
 * The chain registry: every supported chain once, with its name, explorer, brand colour (the
 * console's chain marker) and the tokens it pays in.
 */
export const CHAINS = {
  1: {
    name: 'Ethereum',
    explorer: 'https://etherscan.io',
    color: '#627eea',
    tokens: ['USDT', 'USDC', 'ETH'],
  },
  42161: {
    name: 'Arbitrum One',
    explorer: 'https://arbiscan.io',
    color: '#28a0f0',
    tokens: ['USDT', 'USDC', 'ETH'],
  },
  56: {
    name: 'BNB Smart Chain',
    explorer: 'https://bscscan.com',
    color: '#f0b90b',
    tokens: ['USDT', 'BNB'],
  },
  11155111: {
    name: 'Sepolia',
    explorer: 'https://sepolia.etherscan.io',
    color: '#627eea',
    tokens: ['USDT', 'USDC', 'ETH'],
  },
  421614: {
    name: 'Arbitrum Sepolia',
    explorer: 'https://sepolia.arbiscan.io',
    color: '#28a0f0',
    tokens: ['USDT', 'USDC', 'ETH'],
  },
  97: {
    name: 'BNB Smart Chain Testnet',
    explorer: 'https://testnet.bscscan.com',
    color: '#f0b90b',
    tokens: ['USDT', 'BNB'],
  },
} as const satisfies Record<
  ChainId,
  { name: string; explorer: string; color: `#${string}`; tokens: readonly TokenSymbol[] }
>;

/** Every chain as the console's design system shows it (ui's ChainFacts): the registry, and whether it is a test network. */
export const chainFacts: Readonly<
  Record<number, { name: string; explorer: string; color: string; testnet: boolean }>
> = Object.fromEntries(
  allChainIds.map((id) => {
    const { name, explorer, color } = CHAINS[id];
    return [id, { name, explorer, color, testnet: (testChainIds as readonly number[]).includes(id) }];
  }),
);

/** Decimal places of each token's amounts in this product (records and demo data). */
export const TOKEN_DECIMALS: Record<TokenSymbol, number> = { USDT: 2, USDC: 2, ETH: 6, BNB: 6 };

/**
 * Whether `amount` (a decimal string) has no non-zero digit past its token's TOKEN_DECIMALS places.
 * Compared by value, as the database's check (`amount = round(amount, token_decimals(symbol))`):
 * trailing zeros pass. A symbol outside the registry has no places to hold it to: true.
 */
export function fitsTokenDecimals(amount: string, symbol: string): boolean {
  if (!Object.hasOwn(TOKEN_DECIMALS, symbol)) return true;
  const fraction = /\.(\d*)$/.exec(amount)?.[1] ?? '';
  return fraction.replace(/0+$/, '').length <= TOKEN_DECIMALS[symbol as TokenSymbol];
}
