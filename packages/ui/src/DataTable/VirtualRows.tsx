import { useVirtualizer } from '@tanstack/react-virtual';
import { Spacer } from './styles.ts';
import { type RowsProps, shownOf, TableRow } from './TableRow.tsx';

/**
 * Only the rows in view of a bounded scroll area (`maxHeight`), with spacers for the rest: a long
 * client-side list costs the DOM of one screenful. Loaded with the first table that needs it.
 */
export type VirtualRowsProps<T> = RowsProps<T> & {
  /** The bounded scroll area; null until it is mounted. */
  scrollElement: HTMLDivElement | null;
  estimateRowHeight: number;
};

export default function VirtualRows<T>({
  rows,
  columns,
  rowOffset,
  span,
  scrollElement,
  estimateRowHeight,
}: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimateRowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const paddingStart = items[0]?.start ?? 0;
  const paddingEnd = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  return (
    <>
      {paddingStart > 0 ? (
        <Spacer aria-hidden="true">
          <td colSpan={span} style={{ blockSize: paddingStart }} />
        </Spacer>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <TableRow
            key={row.id}
            {...shownOf(row, columns)}
            index={item.index}
            ariaIndex={rowOffset + item.index + 2}
            rowRef={virtualizer.measureElement}
          />
        );
      })}
      {paddingEnd > 0 ? (
        <Spacer aria-hidden="true">
          <td colSpan={span} style={{ blockSize: paddingEnd }} />
        </Spacer>
      ) : null}
    </>
  );
}
