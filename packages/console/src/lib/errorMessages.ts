/** Catalogue keys under `errors.` for each failure a user can meet. */
export type ErrorKey =
  | 'walletRejected'
  | 'walletPending'
  | 'walletUnauthorized'
  | 'walletUnsupported'
  | 'walletDisconnected'
  | 'walletNotFound'
  | 'walletChain'
  | 'walletNoSession'
  | 'signInRefused'
  | 'accountDisabled'
  | 'rateLimited'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'badInput'
  | 'network'
  | 'server'
  | 'unavailable'
  | 'unknown';

/** EIP-1193 / JSON-RPC provider error codes. */
const providerCodes: Record<number, ErrorKey> = {
  4001: 'walletRejected',
  4100: 'walletUnauthorized',
  4200: 'walletUnsupported',
  [-32601]: 'walletUnsupported',
  4900: 'walletDisconnected',
  4901: 'walletChain',
  4902: 'walletChain',
  [-32002]: 'walletPending',
};

/** viem/wagmi error names that carry no numeric code. */
const errorNames: Record<string, ErrorKey> = {
  UserRejectedRequestError: 'walletRejected',
  ProviderNotFoundError: 'walletNotFound',
  ConnectorNotFoundError: 'walletNotFound',
  ConnectorNotConnectedError: 'walletDisconnected',
  ConnectorAccountNotFoundError: 'walletUnauthorized',
  ConnectorChainMismatchError: 'walletChain',
  ChainNotConfiguredError: 'walletChain',
  ResourceUnavailableRpcError: 'walletPending',
  ConnectorAlreadyConnectedError: 'walletPending',
  SessionWalletMissingError: 'walletNoSession',
};

const apiCodes: Record<string, ErrorKey> = {
  '400': 'badInput',
  '401': 'signInRefused',
  '403': 'forbidden',
  '404': 'notFound',
  '409': 'conflict',
  '429': 'rateLimited',
  // A database outage: temporary, nothing was written, and never a reason to sign out.
  '503': 'unavailable',
  NETWORK: 'network',
  BAD_RESPONSE: 'server',
};

/** Walks viem's `cause` chain so a wrapped 4001 still reads as a rejection. */
export function errorKey(error: unknown): ErrorKey {
  // Duck-typed so this module does not pull the API client (and zod) into the entry chunk.
  const apiCode =
    error instanceof Error && error.name === 'ApiError' ? (error as { code?: unknown }).code : undefined;
  if (typeof apiCode === 'string') {
    // The one sign-in refusal the user can act on: someone must enable the account.
    if (apiCode === '401' && (error as Error).message === 'account disabled') return 'accountDisabled';
    return apiCodes[apiCode] ?? 'server';
  }
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (typeof code === 'number' && providerCodes[code]) return providerCodes[code];
    if (typeof name === 'string' && errorNames[name]) return errorNames[name];
    current = cause;
  }
  return 'unknown';
}
