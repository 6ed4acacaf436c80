import { DEMO_ACCOUNTS, endpoints } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { addressFilterValue, filtersOf, listQueryFromSearch, patchSearch } from './listParams.ts';

describe('listQueryFromSearch', () => {
  it('reads page, sort and filters with the contract defaults', () => {
    const query = listQueryFromSearch(
      'orders',
      new URLSearchParams('page=3&status=paid&chainId=56&sort=amount&order=asc'),
    );
    expect(query).toMatchObject({
      page: 3,
      pageSize: 20,
      status: 'paid',
      chainId: 56,
      sort: 'amount',
      order: 'asc',
    });
  });
  it('drops values the contract refuses instead of sending a 400', () => {
    const query = listQueryFromSearch(
      'orders',
      new URLSearchParams('page=-1&status=lost&chainId=5&address=0x12'),
    );
    expect(query).toEqual({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  });
  it('normalises addresses and ignores unknown params', () => {
    const lower = DEMO_ACCOUNTS.kol.toLowerCase();
    const query = listQueryFromSearch('users', new URLSearchParams(`address=${lower}&tab=x&lang=he`));
    expect(query).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
      address: DEMO_ACCOUNTS.kol,
    });
  });
  it('sends a filter day as that whole day in the reader’s zone, in a form the contract takes', () => {
    const query = listQueryFromSearch('orders', new URLSearchParams('from=2026-11-20&to=2026-11-24'));
    expect(new Date(query.from ?? '').getTime()).toBe(new Date(2026, 10, 20).getTime());
    expect(new Date(query.to ?? '').getTime()).toBe(new Date(2026, 10, 25).getTime() - 1);
    expect(endpoints.orders.input.safeParse(query).success).toBe(true);
    // A time already given keeps its own offset.
    const exact = listQueryFromSearch('orders', new URLSearchParams('from=2026-11-20T08:00:00Z'));
    expect(exact.from).toBe('2026-11-20T08:00:00Z');
  });
  it('reads only its own prefixed params', () => {
    const query = listQueryFromSearch('referralOrders', new URLSearchParams('page=4&ro.page=2'), 'ro.');
    expect(query.page).toBe(2);
  });
});

describe('patchSearch', () => {
  it('resets the page when a filter changes and keeps other params', () => {
    const next = patchSearch(new URLSearchParams('page=5&lang=fa&tab=orders'), { status: 'paid' });
    expect(next.toString()).toBe('lang=fa&tab=orders&status=paid');
  });
  it('keeps the rest when paging and removes emptied filters', () => {
    expect(patchSearch(new URLSearchParams('status=paid&q=0x1'), { page: 2, q: '' }).toString()).toBe(
      'status=paid&page=2',
    );
  });
});

describe('filtersOf', () => {
  it('drops the paging fields', () => {
    expect(filtersOf({ page: 2, pageSize: 20, cursor: 'c', status: 'paid' })).toEqual({ status: 'paid' });
  });
});

describe('addressFilterValue', () => {
  const address = DEMO_ACCOUNTS.super;
  const badChecksum = `0x${address.slice(2, 3).toLowerCase()}${address.slice(3)}`;
  it('sends a whole address typed in any case as one the contract reads', () => {
    for (const typed of [
      address.toLowerCase(),
      `0x${address.slice(2).toUpperCase()}`,
      `0X${address.slice(2).toUpperCase()}`,
      badChecksum,
      ` ${address} `,
    ]) {
      const value = addressFilterValue(typed);
      expect(value).toBe(address.toLowerCase());
      expect(listQueryFromSearch('audit', new URLSearchParams({ actorAddress: value })).actorAddress).toBe(
        address,
      );
    }
  });
  it('leaves ids and partial text as typed', () => {
    expect(addressFilterValue('17')).toBe('17');
    expect(addressFilterValue('0xF39f')).toBe('0xF39f');
  });
});
