import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { normalizeAddress } from './primitives.ts';
import { parseInput, queryToObject } from './validate.ts';

describe('normalizeAddress', () => {
  it('trims, accepts any case and returns EIP-55', () => {
    expect(normalizeAddress(' 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266 ')).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
    expect(normalizeAddress('0XF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266'.replace('0X', '0x'))).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
  });
  it('refuses a wrong checksum, a short address and junk', () => {
    expect(normalizeAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267')).toBeNull();
    expect(normalizeAddress('0x1234')).toBeNull();
    expect(normalizeAddress('hello')).toBeNull();
  });
});

describe('list query validation', () => {
  it('names every offending parameter', () => {
    const result = parseInput(endpoints.users.input, { page: '0', pageSize: '1000', foo: '1' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('400');
    expect(result.error.message).toContain('page');
    expect(result.error.message).toContain('pageSize');
    expect(result.error.message).toContain('foo');
  });
  it('applies defaults and coerces query strings', () => {
    const result = parseInput(endpoints.orders.input, { chainId: '56', page: '3' });
    expect(result).toEqual({
      ok: true,
      value: { chainId: 56, page: 3, pageSize: 20, sort: 'createdAt', order: 'desc' },
    });
  });
  it('refuses a repeated parameter', () => {
    expect(queryToObject(new URLSearchParams('page=1&page=2')).ok).toBe(false);
  });
  it('answers a bad create-user address with the contract text', () => {
    const result = parseInput(endpoints.createUser.input, { address: '0xnope', role: 'kol' });
    expect(result.ok ? null : result.error.message).toBe('Valid Address');
  });
});
