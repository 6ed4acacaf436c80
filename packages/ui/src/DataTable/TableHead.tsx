import { flexRender, type Table } from '@tanstack/react-table';
import { alignOf } from './columns.ts';
import { SortButton, SortIcon, Th } from './styles.ts';

/** The header row: sortable columns are buttons, and the sorted one says its direction. */
export function TableHead<T>({ table, hasRows }: { table: Table<T>; hasRows: boolean }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={hasRows ? 1 : undefined}>
          {group.headers.map((header) => {
            const column = header.column;
            const sorted = column.getIsSorted();
            const content = header.isPlaceholder
              ? null
              : flexRender(column.columnDef.header, header.getContext());
            return (
              <Th
                key={header.id}
                scope="col"
                colSpan={header.colSpan}
                data-align={alignOf(column)}
                data-pin={column.columnDef.meta?.pin}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {column.getCanSort() && !header.isPlaceholder ? (
                  <SortButton type="button" onClick={column.getToggleSortingHandler()}>
                    {content}
                    <SortIcon aria-hidden="true" $active={sorted !== false}>
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </SortIcon>
                  </SortButton>
                ) : (
                  content
                )}
              </Th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
