import { flexRender, type Row } from '@tanstack/react-table';
import type { Ref } from 'react';
import { alignOf, columnName, SELECT_COLUMN_ID } from './columns.ts';
import { Td, Tr } from './styles.ts';

/** One row; `ariaIndex` counts the header row and the rows of earlier pages. */
export function TableRow<T>({
  row,
  ariaIndex,
  index,
  rowRef,
}: {
  row: Row<T>;
  ariaIndex: number;
  index: number;
  rowRef?: Ref<HTMLTableRowElement>;
}) {
  return (
    <Tr
      data-index={index}
      ref={rowRef}
      aria-rowindex={ariaIndex}
      data-selected={row.getIsSelected() || undefined}
    >
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

export type RowsProps<T> = {
  rows: Row<T>[];
  /** Rows before this page (server-side paging). */
  rowOffset: number;
  span: number;
};

/** Every row in the DOM: a page of a server-side list, or any table whose page scrolls. */
export function AllRows<T>({ rows, rowOffset }: RowsProps<T>) {
  return rows.map((row, index) => (
    <TableRow key={row.id} row={row} index={index} ariaIndex={rowOffset + index + 2} />
  ));
}
