import { describe, expect, it } from 'vitest';
import { readOpen, readPeriod, readWalk, totalsByToken, treeSearch } from './referralWalk.ts';

const a = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const b = '0x172F976d0a706023A7dB1D233A60B35973683191';

describe('readWalk', () => {
  it('reads checksummed addresses in order, in any case, without repeats or junk', () => {
    const search = new URLSearchParams(`treePath=${a.toLowerCase()},nope,,${b},${a}`);
    expect(readWalk(search)).toEqual([a, b]);
  });
  it('is empty without the param', () => {
    expect(readWalk(new URLSearchParams('q=1'))).toEqual([]);
  });
});

describe('readOpen', () => {
  it('is the root alone without the param, and what the param lists with it (empty: nothing)', () => {
    expect([...readOpen(new URLSearchParams('q=1'), a)]).toEqual([a]);
    expect([...readOpen(new URLSearchParams(`treeOpen=${a},${b.toLowerCase()},junk,${b}`), a)]).toEqual([
      a,
      b,
    ]);
    expect([...readOpen(new URLSearchParams('treeOpen='), a)]).toEqual([]);
  });
  it('round-trips through treeSearch, leaves the default out, and a new walk forgets it', () => {
    const opened = treeSearch(new URLSearchParams('q=1'), { open: { root: a, ids: new Set([a, b]) } });
    expect([...readOpen(new URLSearchParams(opened), a)]).toEqual([a, b]);
    expect(treeSearch(new URLSearchParams(opened), { open: { root: a, ids: new Set([a]) } })).toBe('?q=1');
    const closed = treeSearch(new URLSearchParams('q=1'), { open: { root: a, ids: new Set() } });
    expect([...readOpen(new URLSearchParams(closed), a)]).toEqual([]);
    expect(treeSearch(new URLSearchParams(opened), { walk: [b] })).toBe(
      `?q=1&treePath=${encodeURIComponent(b)}`,
    );
  });
});

describe('readPeriod', () => {
  it('takes the contract periods and falls back to 30d', () => {
    expect(readPeriod(new URLSearchParams('treePeriod=7d'))).toBe('7d');
    expect(readPeriod(new URLSearchParams('treePeriod=all'))).toBe('all');
    expect(readPeriod(new URLSearchParams('treePeriod=1y'))).toBe('30d');
    expect(readPeriod(new URLSearchParams())).toBe('30d');
  });
});

describe('treeSearch', () => {
  it('keeps the lists’ params and drops the defaults', () => {
    const search = new URLSearchParams('down.page=2&treePeriod=7d');
    expect(treeSearch(search, { walk: [a, b] })).toBe(`?down.page=2&treePeriod=7d&treePath=${a}%2C${b}`);
    expect(treeSearch(search, { walk: [], period: '30d' })).toBe('?down.page=2');
    expect(treeSearch(new URLSearchParams(), { walk: [] })).toBe('');
  });
});

describe('totalsByToken', () => {
  it('adds one token over chains exactly, keeping the most places', () => {
    expect(
      totalsByToken([
        { chainId: 1, tokenSymbol: 'USDT', amount: '0.1' },
        { chainId: 56, tokenSymbol: 'USDT', amount: '0.2' },
        { chainId: 42161, tokenSymbol: 'USDC', amount: '5' },
        { chainId: 1, tokenSymbol: 'USDT', amount: '1.005' },
      ]),
    ).toEqual([
      { tokenSymbol: 'USDT', amount: '1.305' },
      { tokenSymbol: 'USDC', amount: '5' },
    ]);
  });
  it('leaves out what is not a decimal, and handles negatives', () => {
    expect(
      totalsByToken([
        { chainId: 1, tokenSymbol: 'USDT', amount: 'NaN' },
        { chainId: 1, tokenSymbol: 'USDT', amount: '-0.25' },
        { chainId: 1, tokenSymbol: 'USDT', amount: '0.05' },
      ]),
    ).toEqual([{ tokenSymbol: 'USDT', amount: '-0.20' }]);
  });
  it('is empty for no amounts', () => {
    expect(totalsByToken([])).toEqual([]);
  });
});
