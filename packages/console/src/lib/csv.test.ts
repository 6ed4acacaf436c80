import { describe, expect, it } from 'vitest';
import { buildCsv, type CsvColumn, csvCell } from './csv.ts';

describe('csvCell', () => {
  it('quotes separators, quotes and newlines', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('leaves plain values and numbers alone, empties null', () => {
    expect(csvCell('0xabc')).toBe('0xabc');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
  it('defuses spreadsheet formulas in text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('buildCsv', () => {
  type Row = { id: string; amount: string };
  const columns: CsvColumn<Row>[] = [
    { header: 'ID', value: (r) => r.id },
    { header: 'Amount', value: (r) => r.amount },
  ];
  it('follows the cursor through every page', async () => {
    const pages: Record<string, { list: Row[]; nextCursor: string | null }> = {
      start: { list: [{ id: '1', amount: '1.5' }], nextCursor: 'c2' },
      c2: { list: [{ id: '2', amount: '2' }], nextCursor: 'c3' },
      c3: { list: [{ id: '3', amount: '3' }], nextCursor: null },
    };
    const seen: (string | undefined)[] = [];
    const csv = await buildCsv(columns, async (cursor) => {
      seen.push(cursor);
      const page = pages[cursor ?? 'start'];
      if (!page) throw new Error('unknown cursor');
      return page;
    });
    expect(seen).toEqual([undefined, 'c2', 'c3']);
    expect(csv).toBe('\uFEFFID,Amount\r\n1,1.5\r\n2,2\r\n3,3\r\n');
  });
  it('gives a header-only file for an empty list', async () => {
    expect(await buildCsv(columns, async () => ({ list: [], nextCursor: null }))).toBe('\uFEFFID,Amount\r\n');
  });
});
