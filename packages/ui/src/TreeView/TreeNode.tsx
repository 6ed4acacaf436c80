import { type MouseEvent, useCallback } from 'react';
import { type TreeViewItem, useTree } from './treeContext.ts';
import { Details, Group, Item, Line, Name, Row, Status, Toggle } from './treeStyles.ts';
import { VirtualGroup } from './VirtualGroup.tsx';

export type TreeNodeProps = {
  item: TreeViewItem;
  level: number;
  index: number;
  setSize: number;
  /** Set by a virtualised group: measures the item, whose subtree may change its height. */
  measure?: (element: HTMLElement | null) => void;
};

/**
 * One item. The tree item is its name alone (its row's `content`), named by it: the open group
 * follows as a sibling it owns (`aria-owns`, as in the WAI-ARIA navigation tree), and the item's
 * `details` sit beside it, hidden from assistive technology, which reads them as its description.
 * So its name is what its name part shows, never the words of its subtree or its figures.
 */
export function TreeNode({ item, level, index, setSize, measure }: TreeNodeProps) {
  const tree = useTree();
  const open = item.expandable && tree.expanded.has(item.id);
  const groupId = `${tree.idPrefix}-${item.id}-group`;
  const nameId = `${tree.idPrefix}-${item.id}-name`;
  const { register } = tree;
  const rowRef = useCallback(
    (element: HTMLDivElement | null) => register(item.id, element),
    [register, item.id],
  );
  const onLineClick = (event: MouseEvent) => {
    // A control in the row (a link, a button) does its own thing; the row takes the tab stop.
    if ((event.target as HTMLElement).closest('a, button')) return;
    tree.focusItem(item.id);
  };
  const onToggleClick = (event: MouseEvent) => {
    event.stopPropagation();
    tree.focusItem(item.id);
    tree.toggle(item.id);
  };
  return (
    <Item role="none" ref={measure} data-index={measure ? index : undefined}>
      <Line onClick={onLineClick}>
        <Row
          ref={rowRef}
          role="treeitem"
          aria-level={level}
          aria-setsize={setSize}
          aria-posinset={index + 1}
          aria-expanded={item.expandable ? open : undefined}
          aria-owns={open ? groupId : undefined}
          aria-labelledby={nameId}
          aria-describedby={item.describedBy}
          tabIndex={tree.activeId === item.id ? 0 : -1}
          data-tree-id={item.id}
        >
          <Toggle aria-hidden="true" data-open={open} data-none={!item.expandable} onClick={onToggleClick}>
            <ChevronIcon />
          </Toggle>
          <Name id={nameId}>{item.content}</Name>
        </Row>
        {item.details ? <Details aria-hidden="true">{item.details}</Details> : null}
      </Line>
      {open ? <ItemGroup id={groupId} item={item} level={level} /> : null}
    </Item>
  );
}

function ItemGroup({ id, item, level }: { id: string; item: TreeViewItem; level: number }) {
  const tree = useTree();
  const children = item.children ?? [];
  const status = item.status ? <Status role="none">{item.status}</Status> : null;
  if (children.length >= tree.virtualizeFrom) {
    return (
      <VirtualGroup id={id} groupId={item.id} items={children} level={level + 1} after={status}>
        {(child, index, measure) => (
          <TreeNode
            key={child.id}
            item={child}
            level={level + 1}
            index={index}
            setSize={children.length}
            measure={measure}
          />
        )}
      </VirtualGroup>
    );
  }
  return (
    <Group role="group" id={id}>
      {children.map((child, index) => (
        <TreeNode key={child.id} item={child} level={level + 1} index={index} setSize={children.length} />
      ))}
      {status}
    </Group>
  );
}

/** Points toward the end of the line closed, down open; right to left it is mirrored. */
function ChevronIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6 3l5 5-5 5" />
    </svg>
  );
}
