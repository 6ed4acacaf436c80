import { encodeCursor, endpoints, LIST_RULES } from '@nsa/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Harness } from '../harness.ts';

const listNames = Object.keys(LIST_RULES) as (keyof typeof LIST_RULES)[];

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** Cursors: the ones the API issues walk, anything else is a 400 naming cursor. */
export function cursorCases(h: Harness) {
  describe('crafted cursors are a 400 naming cursor, never a 500', () => {
    const withCursor = async (path: string, sort: string, order: string, cursor: string) => {
      const url = new URL(path, h.target().url);
      url.search = new URLSearchParams({ sort, order, cursor }).toString();
      const response = await fetch(url, { headers: { token: h.token('super') } });
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    const sorted = listNames.flatMap((name) =>
      LIST_RULES[name].sorts.map((s) => [endpoints[name].path, s] as const),
    );

    it('refuses impossible dates, out-of-range numbers, bad base64, wrong shapes and other sorts', async () => {
      const crafted = [
        ['/api/manage/orders', 'createdAt', 'desc', ['createdAt', 'desc', '2026-13-45 00:00:00+00', '5']],
        ['/api/manage/orders', 'createdAt', 'desc', ['createdAt', 'desc', '2026-02-30 10:00:00+00', '5']],
        ['/api/manage/orders', 'createdAt', 'asc', ['createdAt', 'asc', '2026-01-01 24:00:00+00', '5']],
        ['/api/manage/orders', 'createdAt', 'asc', ['createdAt', 'asc', '0000-01-01 00:00:00+00', '5']],
        ['/api/manage/orders', 'createdAt', 'asc', ['createdAt', 'asc', '2026-01-01 00:00:00+99', '5']],
        ['/api/manage/orders', 'quantity', 'asc', ['quantity', 'asc', '2147483648', '5']],
        ['/api/manage/orders', 'quantity', 'desc', ['quantity', 'desc', '-9999999999', '5']],
        ['/api/manage/user-relation', 'level', 'asc', ['level', 'asc', '99999999999', '1']],
        ['/api/manage/audit', 'createdAt', 'desc', ['createdAt', 'desc', '9223372036854775808', '1']],
        ['/api/manage/users', 'address', 'asc', ['address', 'asc', 'a\u0000b', '1']],
        ['/api/manage/users', 'address', 'desc', ['address', 'desc', 'a\ud800', '1']],
        ['/api/manage/orders', 'createdAt', 'desc', ['createdAt', 'desc', 5, '5']],
        [
          '/api/manage/orders',
          'createdAt',
          'desc',
          ['createdAt', 'desc', '2026-01-01 00:00:00+00', '99999999999999999999'],
        ],
        ['/api/manage/orders', 'createdAt', 'desc', ['createdAt', 'asc', '2026-01-01 00:00:00+00', '5']],
        ['/api/manage/orders', 'createdAt', 'desc', ['amount', 'desc', '1', '5']],
        ['/api/manage/orders', 'createdAt', 'desc', ['createdAt', 'desc', "'; drop table orders; --", '1']],
        ['/api/manage/orders', 'createdAt', 'desc', { sort: 'createdAt' }],
      ] as const;
      for (const [path, sort, order, payload] of crafted) {
        const reply = await withCursor(path, sort, order, base64url(JSON.stringify(payload)));
        expect(reply.status, JSON.stringify(payload)).toBe(400);
        expect(reply.body.message).toMatch(/^cursor: /);
      }
      for (const raw of ['!!!', 'e30', '%%%', 'bnVsbA', 'W10', '\u00ff\u00fe', 'not-a-cursor']) {
        const reply = await withCursor('/api/manage/orders', 'createdAt', 'desc', raw);
        expect(reply.status, raw).toBe(400);
        expect(reply.body.message).toMatch(/^cursor: /);
      }
    });

    it('answers any cursor with 200 or a 400 naming cursor (fast-check)', async () => {
      const pad = (n: number, width: number) => String(n).padStart(width, '0');
      const date = fc
        .tuple(
          fc.integer({ min: 0, max: 99_999 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
          fc.constantFrom('+00', 'Z', '-99', '+05:30', '', '.1234567+00'),
        )
        .map(
          ([y, mo, d, hh, mi, s, zone]) =>
            `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)} ${pad(hh, 2)}:${pad(mi, 2)}:${pad(s, 2)}${zone}`,
        );
      const digits = fc.stringMatching(/^-?\d{1,25}$/);
      const value = fc.oneof(
        date,
        digits,
        fc.string({ maxLength: 60 }),
        fc.double(),
        fc.constant(null),
        fc.jsonValue(),
      );
      const id = fc.oneof(digits, fc.string({ maxLength: 30 }), fc.integer());
      const cursor = (sort: string, o: string) =>
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.tuple(value, id).map(([v, i]) => base64url(JSON.stringify([sort, o, v, i]))),
          },
          { weight: 1, arbitrary: fc.jsonValue().map((j) => base64url(JSON.stringify(j))) },
          { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 80 }) },
        );
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...sorted)
            .chain(([path, sort]) =>
              fc
                .constantFrom('asc', 'desc')
                .chain((o) => cursor(sort, o).map((c) => [path, sort, o, c] as const)),
            ),
          async ([path, sort, o, c]) => {
            const reply = await withCursor(path, sort, o, c);
            if (reply.status !== 200) {
              expect(reply.status, `${path} ${sort} ${o} ${c}`).toBe(400);
              expect(reply.body.message).toMatch(/^cursor: /);
            }
          },
        ),
        { numRuns: 300 },
      );
    });

    it('walks the cursors it issues, and refuses ones it did not', async () => {
      for (const [path, sort] of sorted) {
        const forged = await withCursor(
          path,
          sort,
          'asc',
          encodeCursor({ sort, order: 'asc', value: 'x', id: '1' }),
        );
        expect([200, 400]).toContain(forged.status);
        const url = new URL(path, h.target().url);
        url.search = new URLSearchParams({ sort, order: 'asc', pageSize: '2' }).toString();
        const page = (await (await fetch(url, { headers: { token: h.token('super') } })).json()) as {
          data: { nextCursor: string | null };
        };
        expect(page.data.nextCursor, `${path} ${sort}`).toEqual(expect.any(String));
        const next = await withCursor(path, sort, 'asc', page.data.nextCursor as string);
        expect(next.status, `${path} ${sort}`).toBe(200);
      }
    });
  });
}
