import { type EndpointName, type EndpointParsedInput, endpoints } from '@nsa/api';
import { localDayBounds } from '@nsa/ui';
import type { z } from 'zod/mini';

export type ListEndpoint = {
  [K in EndpointName]: (typeof endpoints)[K] extends { list: true } ? K : never;
}[EndpointName];

/**
 * Reads a list's query from the URL; a value the contract refuses is dropped, not sent. A bare day
 * in `from`/`to` (as the date filters write it) is sent as that day's bounds in the reader's zone,
 * the zone the tables show times in; the contract alone would read it as a UTC day.
 */
export function listQueryFromSearch<K extends ListEndpoint>(
  name: K,
  search: URLSearchParams,
  prefix = '',
): EndpointParsedInput<K> {
  const schema = endpoints[name].input as unknown as z.ZodMiniObject;
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = search.get(prefix + key);
    if (value) raw[key] = value;
  }
  for (;;) {
    const result = schema.safeParse(raw);
    if (result.success) return inLocalDays(result.data) as EndpointParsedInput<K>;
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const before = Object.keys(raw).length;
    for (const key of bad) delete raw[key];
    if (Object.keys(raw).length === before) return schema.parse({}) as EndpointParsedInput<K>;
  }
}

const bareDay = /^\d{4}-\d{2}-\d{2}$/;

function inLocalDays<T extends { from?: unknown; to?: unknown }>(query: T): T {
  const { from, to } = query;
  return {
    ...query,
    ...(typeof from === 'string' && bareDay.test(from) ? { from: localDayBounds(from).start } : {}),
    ...(typeof to === 'string' && bareDay.test(to) ? { to: localDayBounds(to).end } : {}),
  };
}

const hexAddress = /^0x[0-9a-f]{40}$/i;

/**
 * An address typed into a filter, in any case: all lower, all upper (even `0X…`) or mixed. The
 * contract takes mixed case only with a valid checksum and the list would then drop the filter
 * unseen, so a whole address goes out lower-case (a typo finds nothing); anything else (an id,
 * part of an address) is left as typed.
 */
export function addressFilterValue(value: string): string {
  const trimmed = value.trim();
  return hexAddress.test(trimmed) ? trimmed.toLowerCase() : value;
}

/** The URL after changing some list params; any change other than paging goes back to page 1. */
export function patchSearch(
  search: URLSearchParams,
  patch: Record<string, string | number | null | undefined>,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(prefix + key);
    else next.set(prefix + key, String(value));
  }
  if (!('page' in patch)) next.delete(`${prefix}page`);
  return next;
}

/** Drops the paging fields: what an export or a "filtered by" label needs. */
export function filtersOf<T extends { page?: unknown; pageSize?: unknown; cursor?: unknown }>(
  query: T,
): Omit<T, 'page' | 'pageSize' | 'cursor'> {
  const { page: _page, pageSize: _pageSize, cursor: _cursor, ...rest } = query;
  return rest;
}

/** Paging and ordering shape how a list is shown; every other param narrows it. */
const notFilters = new Set(['page', 'pageSize', 'cursor', 'sort', 'order']);

/** The list's params in the URL that filter it (search, status, dates …), without the prefix. */
export function setFilterKeys<K extends ListEndpoint>(
  name: K,
  search: URLSearchParams,
  prefix = '',
): string[] {
  const schema = endpoints[name].input as unknown as z.ZodMiniObject;
  return Object.keys(schema.shape).filter((key) => !notFilters.has(key) && search.get(prefix + key));
}
