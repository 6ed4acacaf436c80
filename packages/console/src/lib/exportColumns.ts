import { chainName } from './chains.ts';
import type { CsvColumn } from './csv.ts';

type Exportable<T> = { header: string; csv?: (row: T) => string | number | null };

/**
 * A list's columns as CSV columns. The export's amounts are bare decimals and its chain a number,
 * so a record that has them also gets its token symbol and chain name: a spreadsheet row must
 * not depend on the screen to be read.
 */
export function exportColumns<T>(
  columns: readonly Exportable<T>[],
  sample: T | undefined,
  headers: { token: string; chainName: string },
): CsvColumn<T>[] {
  const base = columns.flatMap((c) => (c.csv ? [{ header: c.header, value: c.csv }] : []));
  const record = (sample ?? {}) as { tokenSymbol?: unknown; chainId?: unknown };
  const extra: CsvColumn<T>[] = [];
  if (typeof record.tokenSymbol === 'string') {
    extra.push({ header: headers.token, value: (row) => (row as { tokenSymbol: string }).tokenSymbol });
  }
  if (typeof record.chainId === 'number') {
    extra.push({
      header: headers.chainName,
      value: (row) => chainName((row as { chainId: number }).chainId),
    });
  }
  return [...base, ...extra];
}
