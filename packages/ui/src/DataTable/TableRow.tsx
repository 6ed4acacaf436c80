import { type Column, flexRender, type Row } from '@tanstack/react-table';
import { memo, type ReactElement, type Ref } from 'react';
import { alignOf, columnName, SELECT_COLUMN_ID } from './columns.ts';
import { Td, Tr } from './styles.ts';

type TableRowProps<T> = {
  row: Row<T>;
  /** The visible columns (TanStack keeps the same array until they change): what the cells show. */
  columns: Column<T>[];
  /** The row's selection, read by the parent: what the row cannot see change on its own. */
  selected: boolean;
  selectable: boolean;
  ariaIndex: number;
  index: number;
  rowRef?: Ref<HTMLTableRowElement>;
};

/**
 * One row; `ariaIndex` counts the header row and the rows of earlier pages. Drawn again only when
 * what it shows changed: a table re-renders for its toolbar, its header or the next rows of a page
 * coming in (TanStack then makes new row objects for the same records), and every cell of every
 * row was drawn again each time.
 */
export const TableRow = memo(RowView, sameRow) as <T>(props: TableRowProps<T>) => ReactElement;

function sameRow<T>(before: TableRowProps<T>, after: TableRowProps<T>): boolean {
  return (
    before.row.original === after.row.original &&
    before.row.id === after.row.id &&
    before.columns === after.columns &&
    before.selected === after.selected &&
    before.selectable === after.selectable &&
    before.ariaIndex === after.ariaIndex &&
    before.index === after.index &&
    before.rowRef === after.rowRef
  );
}

function RowView<T>({ row, selected, ariaIndex, index, rowRef }: TableRowProps<T>) {
  return (
    <Tr data-index={index} ref={rowRef} aria-rowindex={ariaIndex} data-selected={selected || undefined}>
      {row.getVisibleCells().map((cell) => (
        <Td
          key={cell.id}
          data-align={alignOf(cell.column)}
          data-numeric={cell.column.columnDef.meta?.numeric}
          data-pin={cell.column.columnDef.meta?.pin}
          data-label={cell.column.id === SELECT_COLUMN_ID ? '' : columnName(cell.column)}
          data-card={cell.column.columnDef.meta?.card}
          data-empty={cell.column.columnDef.meta?.isEmpty?.(row.original) || undefined}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Td>
      ))}
    </Tr>
  );
}

/** What a row shows, for its props: the record, the columns and what it reads of the table's state. */
export function shownOf<T>(row: Row<T>, columns: Column<T>[]) {
  return { row, columns, selected: row.getIsSelected(), selectable: row.getCanSelect() };
}

export type RowsProps<T> = {
  rows: Row<T>[];
  columns: Column<T>[];
  /** Rows before this page (server-side paging). */
  rowOffset: number;
  span: number;
};

/** Every row in the DOM: a page of a server-side list, or any table whose page scrolls. */
export function AllRows<T>({ rows, columns, rowOffset }: RowsProps<T>) {
  return rows.map((row, index) => (
    <TableRow key={row.id} {...shownOf(row, columns)} index={index} ariaIndex={rowOffset + index + 2} />
  ));
}
