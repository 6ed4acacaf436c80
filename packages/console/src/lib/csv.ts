/** One CSV column: header text and how to read the cell from a row. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null | undefined };

/** Spreadsheets run cells starting with these as formulas; a leading quote keeps them text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine<T>(columns: readonly CsvColumn<T>[], row: T): string {
  return columns.map((c) => csvCell(c.value(row))).join(',');
}

export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return columns.map((c) => csvCell(c.header)).join(',');
}

export type Page<T> = { list: T[]; nextCursor: string | null };

/** Walks every page of a list by keyset cursor, yielding CSV lines (header first). */
export async function* csvLines<T>(
  columns: readonly CsvColumn<T>[],
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  maxPages = 10_000,
): AsyncGenerator<string> {
  yield csvHeader(columns);
  let cursor: string | undefined;
  for (let n = 0; n < maxPages; n++) {
    const page = await fetchPage(cursor);
    for (const row of page.list) yield csvLine(columns, row);
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/** Collects all lines into one CSV text (CRLF, as RFC 4180 asks; BOM so Excel reads UTF-8). */
export async function buildCsv<T>(
  columns: readonly CsvColumn<T>[],
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
): Promise<string> {
  const lines: string[] = [];
  for await (const line of csvLines(columns, fetchPage)) lines.push(line);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
