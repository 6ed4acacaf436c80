import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { normalizeAddress } from './primitives.ts';
import { fractionsLost, isIntegerLiteral, parseInput, parseJsonBody, queryToObject } from './validate.ts';

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

describe('strict inputs', () => {
  const page = (value: string) => {
    const query = queryToObject(new URLSearchParams([['page', value]]));
    return query.ok ? parseInput(endpoints.orders.input, query.value) : query;
  };
  it.each(['0x10', '1e1', '0b11', '10.0', '+1', ' 10', '', '-1', '1_0', 'Infinity'])(
    'refuses the integer parameter %j, naming it',
    (value) => {
      const result = page(value);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/^page: /);
    },
  );
  it('reads plain decimal digits, chainId and level included', () => {
    expect(page('10')).toMatchObject({ ok: true, value: { page: 10 } });
    for (const chainId of ['0x38', '5.6e1', ' 56']) {
      const result = parseInput(endpoints.orders.input, { chainId });
      expect(result.ok ? null : result.error.message).toMatch(/^chainId: /);
    }
    const level = parseInput(endpoints.userRelation.input, { level: '0x2' });
    expect(level.ok ? null : level.error.message).toMatch(/^level: /);
  });
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'treats the query key %s as an unknown parameter',
    (key) => {
      const query = queryToObject(new URLSearchParams([[key, '1']]));
      expect(query.ok).toBe(true);
      const result = query.ok ? parseInput(endpoints.users.input, query.value) : query;
      expect(result.ok ? null : result.error.message).toBe(`Unknown parameter: ${key}`);
    },
  );
  it('decides integer literals on their digits', () => {
    for (const literal of ['12', '-3', '12.0', '1e3', '1.5e1', '0.0', '-0', '120e-1', '0e-999']) {
      expect(isIntegerLiteral(literal), literal).toBe(true);
    }
    for (const literal of ['12.000000000000000001', '1e-30', '1e-400', '1.25e1', '0.5', '125e-1']) {
      expect(isIntegerLiteral(literal), literal).toBe(false);
    }
  });
  it('finds fractions a double rounds away, with their path, and nothing else', () => {
    expect(
      fractionsLost('{"a":{"points":12.000000000000000001},"s":"1e-400 \\" ","l":[1,1e-400],"x":1.5}'),
    ).toEqual([
      { path: 'a.points', literal: '12.000000000000000001' },
      { path: 'l.1', literal: '1e-400' },
    ]);
    expect(fractionsLost(' [ ] ')).toEqual([]);
    const body = parseJsonBody('{"address":"0x0","points":1.0000000000000000001e1}');
    expect(body.ok ? null : body.error.message).toMatch(
      /^points: 1\.0000000000000000001e1 is not an integer/,
    );
    expect(parseJsonBody('{"points":12.0}')).toEqual({ ok: true, value: { points: 12 } });
  });
});

describe('fractionsLost on hostile bodies', () => {
  it('walks nesting deeper than the call stack', () => {
    const deep = `${'['.repeat(30_000)}1e-400${']'.repeat(30_000)}`;
    expect(fractionsLost(deep)).toHaveLength(1);
    expect(parseJsonBody(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`).ok).toBe(true);
  });
  it('names keys with escapes, and skips numbers inside strings', () => {
    expect(fractionsLost('{"a\\"b":[0,{"c":2.0000000000000000001}],"d":"3.0000000000000000001"}')).toEqual([
      { path: 'a"b.1.c', literal: '2.0000000000000000001' },
    ]);
  });
});
