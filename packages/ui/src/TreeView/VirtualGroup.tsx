import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useRef } from 'react';
import styled from 'styled-components';
import { type TreeViewItem, useGroupReveal } from './treeContext.ts';
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

/**
 * A group of hundreds of children in its own scroll area, drawing only those in view (and a few
 * around them), with spacers for the rest; each child is measured, since it may be open.
 */
export function VirtualGroup({ id, groupId, items, after, children }: Props) {
  const scroller = useRef<HTMLUListElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    getItemKey: (index) => items[index]?.id ?? index,
    overscan: 6,
  });
  const reveal = useCallback(
    (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    [virtualizer],
  );
  useGroupReveal(groupId, reveal);
  const shown = virtualizer.getVirtualItems();
  const before = shown[0]?.start ?? 0;
  const rest = shown.length > 0 ? virtualizer.getTotalSize() - (shown[shown.length - 1]?.end ?? 0) : 0;
  return (
    <Scroller role="group" id={id} ref={scroller} data-virtualized="">
      {before > 0 ? <Spacer role="none" aria-hidden="true" style={{ blockSize: before }} /> : null}
      {shown.map((row) => {
        const item = items[row.index];
        return item ? children(item, row.index, virtualizer.measureElement) : null;
      })}
      {rest > 0 ? <Spacer role="none" aria-hidden="true" style={{ blockSize: rest }} /> : null}
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
