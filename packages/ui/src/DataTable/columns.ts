import type { Column, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Cell and header alignment; `end` for numbers. */
    align?: 'start' | 'center' | 'end';
    /** Sorts the column as decimal numbers (values may be decimal strings) and aligns it to the end. */
    numeric?: boolean;
    /** Name in the column chooser when the header is not plain text. */
    label?: string;
    /** CSS inline size of the column, e.g. `8rem`. */
    width?: string;
    /** `end`: the column stays in view at the inline end while a wide table scrolls (row actions). */
    pin?: 'end';
    /**
     * As a card (narrow screens): `lead` lines come first, `hidden` ones are left out, and the
     * link of the `link` column covers the whole card, so the card is one tap target.
     */
    card?: 'lead' | 'hidden' | 'link';
    /** A value the row does not have: its line is left out of the card. */
    isEmpty?: (row: TData) => boolean;
  }
}

/** The row-selection column's id. */
export const SELECT_COLUMN_ID = '__select';

/** A column's name for people: its label, its plain-text header, else its id. */
export function columnName<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

export function alignOf<T>(column: Column<T, unknown>): 'start' | 'center' | 'end' {
  const meta = column.columnDef.meta;
  return meta?.align ?? (meta?.numeric ? 'end' : 'start');
}
