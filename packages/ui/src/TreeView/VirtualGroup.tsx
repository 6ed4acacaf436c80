import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { type TreeViewItem, useGroupReveal, useTree } from './treeContext.ts';
import { Group } from './treeStyles.ts';

type Props = {
  /** The group element's id (its item owns it). */
  id: string;
  /** The item whose children these are. */
  groupId: string;
  items: readonly TreeViewItem[];
  level: number;
  /** After the children, inside the scroll area (a note on the group). */
  after?: ReactNode;
  children: (item: TreeViewItem, index: number, measure: (element: HTMLElement | null) => void) => ReactNode;
};

/** Whether `id` is `item` or lies anywhere below it. */
function holds(item: TreeViewItem, id: string): boolean {
  return item.id === id || (item.children ?? []).some((child) => holds(child, id));
}

/**
 * A group of hundreds of children in its own scroll area, drawing only those in view (and a few
 * around them), with spacers for the rest; each child is measured, since it may be open. The
 * child holding the tree's tab stop is always drawn: scrolled out of view, it keeps the focus
 * and the tree stays one Tab away.
 */
export function VirtualGroup({ id, groupId, items, after, children }: Props) {
  const scroller = useRef<HTMLUListElement>(null);
  const { activeId } = useTree();
  const activeIndex = useMemo(
    () => (activeId ? items.findIndex((item) => holds(item, activeId)) : -1),
    [items, activeId],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    getItemKey: (index) => items[index]?.id ?? index,
    overscan: 6,
    rangeExtractor,
  });
  const reveal = useCallback(
    (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    [virtualizer],
  );
  useGroupReveal(groupId, reveal);
  // The drawn rows may have a gap (the tab stop's row far from the view): a spacer fills each gap.
  const rows: ReactNode[] = [];
  let drawnTo = 0;
  const spacer = (size: number, key: string) =>
    size > 0 ? <Spacer key={key} role="none" aria-hidden="true" style={{ blockSize: size }} /> : null;
  for (const row of virtualizer.getVirtualItems()) {
    const item = items[row.index];
    if (!item) continue;
    rows.push(
      spacer(row.start - drawnTo, `gap-${row.index}`),
      children(item, row.index, virtualizer.measureElement),
    );
    drawnTo = row.end;
  }
  return (
    <Scroller role="group" id={id} ref={scroller} data-virtualized="">
      {rows}
      {drawnTo > 0 ? spacer(virtualizer.getTotalSize() - drawnTo, 'rest') : null}
      {after}
    </Scroller>
  );
}

const Scroller = styled(Group)`
  max-block-size: min(32rem, 70vh);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Spacer = styled.li`
  list-style: none;
`;
