import { describe, expect, it } from 'vitest';
import { batchProblems, parseDelta, pointsCsvTemplate, readPointsCsv, rowProblemKey } from './pointsCsv.ts';

const a = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

describe('readPointsCsv', () => {
  it('reads the rows under the header, in any column order, skipping blank lines', async () => {
    const text = `\uFEFFReason , ADDRESS,delta,note\r\n"Bonus, May",${a},+1500,x\r\n\r\nrefund,${a},-20,\n`;
    expect(await readPointsCsv(text)).toEqual({
      ok: true,
      items: [
        { address: a, delta: 1500, reason: 'Bonus, May' },
        { address: a, delta: -20, reason: 'refund' },
      ],
    });
  });
  it('reads a semicolon-separated export', async () => {
    const read = await readPointsCsv(`address;delta;reason\n${a};5;x\n`);
    expect(read).toEqual({ ok: true, items: [{ address: a, delta: 5, reason: 'x' }] });
  });
  it.each([
    ['', { kind: 'empty' }],
    ['\uFEFF \n\n', { kind: 'empty' }],
    ['address,delta,reason\n\n', { kind: 'noRows' }],
    [`address,delta\n${a},5\n`, { kind: 'missingColumn', column: 'reason' }],
    [`${a},5,bonus\n`, { kind: 'missingColumn', column: 'address' }],
    ['address,delta,reason,Delta\n', { kind: 'duplicateColumn', column: 'delta' }],
    [`address,delta,reason\n${a},5,"bonus\n`, { kind: 'malformed', row: 1 }],
  ])('refuses %j', async (text, problem) => {
    expect(await readPointsCsv(text)).toEqual({ ok: false, problem });
  });
  it('refuses more than 1,000 rows, saying how many there are', async () => {
    const text = `address,delta,reason\n${`${a},1,x\n`.repeat(1001)}`;
    expect(await readPointsCsv(text)).toEqual({ ok: false, problem: { kind: 'tooManyRows', count: 1001 } });
    const exactly = await readPointsCsv(`address,delta,reason\n${`${a},1,x\n`.repeat(1000)}`);
    expect(exactly.ok && exactly.items.length).toBe(1000);
  });
  it('refuses a file too large to be an import before parsing it', async () => {
    expect(await readPointsCsv('x'.repeat(1024 * 1024 + 1))).toEqual({
      ok: false,
      problem: { kind: 'tooLarge' },
    });
  });
});

describe('parseDelta', () => {
  it.each([
    ['5', 5],
    ['+5', 5],
    ['-5', -5],
    ['\u22125', -5],
    [' 1,000 ', 1000],
    ['0', 0],
  ])('reads %s', (text, value) => expect(parseDelta(text)).toBe(value));
  it.each(['', '1.5', 'abc', '1e3', '--1', '+-1'])('leaves %s to the server (NaN)', (text) =>
    expect(parseDelta(text)).toBeNaN(),
  );
});

describe('pointsCsvTemplate', () => {
  it('writes the header and one example row, quoting what needs it', () => {
    expect(pointsCsvTemplate({ address: a, delta: 100, reason: 'Bonus, May' })).toBe(
      `address,delta,reason\r\n${a},100,"Bonus, May"\r\n`,
    );
  });
  it('keeps a reason a spreadsheet would run as a formula as text', () => {
    expect(pointsCsvTemplate({ address: a, delta: 1, reason: '=1+1' })).toContain(",'=1+1");
  });
});

describe('batchProblems', () => {
  it('splits the message into rows and fields', () => {
    const { rows, other } = batchProblems(
      'row 3 delta: must not be 0; row 5 address: Valid Address; row 3 reason: Too small; items: Too big',
    );
    expect([...rows]).toEqual([
      [
        3,
        [
          { field: 'delta', message: 'must not be 0' },
          { field: 'reason', message: 'Too small' },
        ],
      ],
      [5, [{ field: 'address', message: 'Valid Address' }]],
    ]);
    expect(other).toEqual(['items: Too big']);
  });
  it('keeps a message that names no row as it is', () => {
    expect(batchProblems('body: malformed JSON')).toEqual({
      rows: new Map(),
      other: ['body: malformed JSON'],
    });
  });
});

describe('rowProblemKey', () => {
  it.each([
    [{ field: 'address', message: 'Valid Address' }, { key: 'invalidAddress' }],
    [{ field: 'address', message: `${a} is not a user` }, { key: 'notAUser' }],
    [{ field: 'delta', message: 'must not be 0' }, { key: 'zeroDelta' }],
    [
      { field: 'delta', message: 'the balance would be -5, below 0 (it is 10)' },
      { key: 'belowZero', balance: 10 },
    ],
    [
      { field: 'delta', message: 'the balance would be 1000000000001, above 1000000000000 (it is 7)' },
      { key: 'aboveMax', balance: 7 },
    ],
    [{ field: 'delta', message: 'Invalid input: expected number, received null' }, { key: 'wholeDelta' }],
    [{ field: 'reason', message: 'Too small: expected string to have >=1 characters' }, { key: 'reason' }],
  ])('words %j', (problem, key) => expect(rowProblemKey(problem)).toEqual(key));
  it('leaves a problem it does not know to the server’s words', () => {
    expect(rowProblemKey({ field: '', message: 'Invalid input' })).toBeNull();
  });
});
