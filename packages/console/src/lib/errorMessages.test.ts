import { ApiError } from '@nsa/api';
import { UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { errorKey } from './errorMessages.ts';

describe('errorKey', () => {
  it('reads a 4001 provider error as rejected in wallet', () => {
    expect(errorKey({ code: 4001, message: 'User rejected the request.' })).toBe('walletRejected');
  });
  it('finds a rejection wrapped by viem', () => {
    const wrapped = new Error('sign failed', { cause: new UserRejectedRequestError(new Error('no')) });
    expect(errorKey(wrapped)).toBe('walletRejected');
  });
  it.each([
    [{ code: -32002 }, 'walletPending'],
    [{ code: 4100 }, 'walletUnauthorized'],
    [{ code: 4200 }, 'walletUnsupported'],
    [{ code: 4900 }, 'walletDisconnected'],
    [{ code: 4901 }, 'walletChain'],
    [{ name: 'ProviderNotFoundError' }, 'walletNotFound'],
    [{ name: 'ConnectorAccountNotFoundError' }, 'walletUnauthorized'],
    [{ code: -32601 }, 'walletUnsupported'],
    [{ name: 'SessionWalletMissingError' }, 'walletNoSession'],
  ] as const)('maps %o to %s', (error, key) => {
    expect(errorKey(error)).toBe(key);
  });
  it.each([
    ['401', 'signInRefused'],
    ['403', 'forbidden'],
    ['409', 'conflict'],
    ['429', 'rateLimited'],
    ['NETWORK', 'network'],
    ['500', 'server'],
    ['503', 'unavailable'],
  ] as const)('maps API code %s to %s', (code, key) => {
    expect(errorKey(new ApiError(code, 'x', 0))).toBe(key);
  });
  it('tells a disabled account apart from other refused sign-ins', () => {
    expect(errorKey(new ApiError('401', 'account disabled', 401))).toBe('accountDisabled');
    expect(errorKey(new ApiError('401', 'signature: does not match the address', 401))).toBe('signInRefused');
    expect(errorKey(new ApiError('403', 'account disabled', 403))).toBe('forbidden');
  });
  it('falls back to unknown', () => {
    expect(errorKey(new Error('boom'))).toBe('unknown');
    expect(errorKey(null)).toBe('unknown');
  });
});
