import { type ClientInput, POINTS_BATCH_MAX } from '@nsa/api';
import { csvCell } from '../../../lib/csv.ts';

/** One row of an import, as the batch endpoint takes it. */
export type PointsCsvItem = ClientInput<'adjustPointsBatch'>['items'][number];

/** The file's columns, in the order the template writes them (the contract's field names). */
export const POINTS_CSV_COLUMNS = ['address', 'delta', 'reason'] as const;
type Column = (typeof POINTS_CSV_COLUMNS)[number];

/** 1,000 rows of an address, a delta and a 200-character reason are well under this. */
export const POINTS_CSV_MAX_BYTES = 1024 * 1024;

/** Why a file is refused before anything is sent. */
export type PointsCsvProblem =
  | { kind: 'tooLarge' }
  | { kind: 'empty' }
  | { kind: 'noRows' }
  | { kind: 'missingColumn'; column: Column }
  | { kind: 'duplicateColumn'; column: string }
  | { kind: 'tooManyRows'; count: number }
  | { kind: 'malformed'; row: number };

export type PointsCsvRead = { ok: true; items: PointsCsvItem[] } | { ok: false; problem: PointsCsvProblem };

/**
 * `+1,500`, `-20`, `−20` (a typographic minus) → a whole number; anything else is NaN, which the
 * server refuses naming the row (JSON sends it as null), so every bad row is reported in one place.
 */
export function parseDelta(text: string): number {
  const clean = text
    .trim()
    .replace(/^\u2212/, '-')
    .replaceAll(',', '');
  return /^[+-]?\d{1,16}$/.test(clean) ? Number(clean) : Number.NaN;
}

/** Header cells as written in spreadsheets: any case, padded, a byte-order mark before the first. */
const headerName = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * Reads an import file: a header row naming `address`, `delta` and `reason` once each (in any order;
 * other columns are ignored), then 1 to 1,000 rows. Blank lines are skipped. The CSV parser is loaded
 * on first use, so it is not part of the screen's first download.
 */
export async function readPointsCsv(text: string): Promise<PointsCsvRead> {
  if (text.length > POINTS_CSV_MAX_BYTES) return { ok: false, problem: { kind: 'tooLarge' } };
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, problem: { kind: 'empty' } };
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  // A single column has no delimiter to detect; the header check below says what is missing.
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) return { ok: false, problem: { kind: 'malformed', row: broken.row ?? 0 } };
  const [header = [], ...rows] = parsed.data;
  const names = header.map(headerName);
  const at = new Map<Column, number>();
  for (const [index, name] of names.entries()) {
    if (name === '') continue;
    if (names.indexOf(name) !== index)
      return { ok: false, problem: { kind: 'duplicateColumn', column: name } };
    if ((POINTS_CSV_COLUMNS as readonly string[]).includes(name)) at.set(name as Column, index);
  }
  for (const column of POINTS_CSV_COLUMNS) {
    if (!at.has(column)) return { ok: false, problem: { kind: 'missingColumn', column } };
  }
  if (rows.length === 0) return { ok: false, problem: { kind: 'noRows' } };
  if (rows.length > POINTS_BATCH_MAX) {
    return { ok: false, problem: { kind: 'tooManyRows', count: rows.length } };
  }
  const cell = (row: string[], column: Column) => (row[at.get(column) ?? -1] ?? '').trim();
  return {
    ok: true,
    items: rows.map((row) => ({
      address: cell(row, 'address'),
      delta: parseDelta(cell(row, 'delta')),
      reason: cell(row, 'reason'),
    })),
  };
}

/** The file a "Download template" link offers: the header and one example row. */
export function pointsCsvTemplate(example: { address: string; delta: number; reason: string }): string {
  const row = [example.address, example.delta, example.reason].map(csvCell).join(',');
  return `${POINTS_CSV_COLUMNS.join(',')}\r\n${row}\r\n`;
}

/** One refusal of a row, as the server words it: `row 3 delta: must not be 0` → field and text. */
export type RowProblem = { field: string; message: string };

/**
 * Splits a batch's `400` message into its rows' problems (rows counted from 1) and any problem of
 * the batch as a whole (`items: …`).
 */
export function batchProblems(message: string): { rows: Map<number, RowProblem[]>; other: string[] } {
  const rows = new Map<number, RowProblem[]>();
  const other: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^row (\d+)(?: ([\w.]+))?: ([\s\S]*)$/.exec(part);
    if (!match) {
      if (part.trim()) other.push(part);
      continue;
    }
    const row = Number(match[1]);
    rows.set(row, [...(rows.get(row) ?? []), { field: match[2] ?? '', message: match[3] ?? '' }]);
  }
  return { rows, other };
}

/** Catalogue keys under `operation.rowProblem.` for the refusals the server words. */
export type RowProblemKey =
  | 'invalidAddress'
  | 'notAUser'
  | 'zeroDelta'
  | 'belowZero'
  | 'aboveMax'
  | 'wholeDelta'
  | 'reason';

/** The catalogue's words for a row's problem, with the balance the server named; null: show its own. */
export function rowProblemKey(problem: RowProblem): { key: RowProblemKey; balance?: number } | null {
  const balance = /\(it is (\d+)\)/.exec(problem.message)?.[1];
  const withBalance = balance === undefined ? {} : { balance: Number(balance) };
  switch (problem.field) {
    case 'address':
      return { key: /is not a user/.test(problem.message) ? 'notAUser' : 'invalidAddress' };
    case 'delta':
      if (/must not be 0/.test(problem.message)) return { key: 'zeroDelta' };
      if (/below 0/.test(problem.message)) return { key: 'belowZero', ...withBalance };
      if (/above/.test(problem.message)) return { key: 'aboveMax', ...withBalance };
      return { key: 'wholeDelta' };
    case 'reason':
      return { key: 'reason' };
    default:
      return null;
  }
}
