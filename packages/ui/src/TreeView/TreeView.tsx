import { useDirection } from '@radix-ui/react-direction';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { TreeNode } from './TreeNode.tsx';
import { type TreeContext, TreeViewContext, type TreeViewItem } from './treeContext.ts';
import { isBelow, type TreeKey, treeMove, typeaheadMatch, visibleItems } from './treeNavigation.ts';

export type { TreeViewItem } from './treeContext.ts';

export type TreeViewProps = {
  /** Names the tree for assistive technology. */
  label: string;
  /** Id of a text that describes the tree (how its keys work). */
  describedBy?: string;
  items: readonly TreeViewItem[];
  expanded: ReadonlySet<string>;
  onExpandedChange: (id: string, expanded: boolean) => void;
  /** Enter on an item; without it, Enter opens or closes the item. */
  onActivate?: (id: string) => void;
  /** Moves focus to the first item when the tree mounts (after a walk changed what it shows). */
  autoFocus?: boolean;
  /** A group with at least this many children draws only those in view of its own scroll area. */
  virtualizeFrom?: number;
};

const treeKeys = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
/** Letters typed closer together than this are one word for type-ahead. */
const TYPEAHEAD_MS = 700;

/**
 * A tree view (WAI-ARIA tree pattern): nested groups, one tab stop that the arrow keys move (Up,
 * Down, Home, End; Right opens or goes to the first child, Left closes or goes to the parent,
 * swapped right to left), Enter to activate, type-ahead on the items' names. Children come in as
 * data; a long group is virtualised.
 */
export function TreeView({
  label,
  describedBy,
  items,
  expanded,
  onExpandedChange,
  onActivate,
  autoFocus = false,
  virtualizeFrom = 60,
}: TreeViewProps) {
  const dir = useDirection();
  const idPrefix = useId();
  const visible = useMemo(() => visibleItems(items, expanded), [items, expanded]);
  const [chosen, setChosen] = useState<string | null>(null);
  // The tab stop: the item last focused while it is still shown, else the first.
  const activeId = chosen && visible.some((v) => v.id === chosen) ? chosen : (visible[0]?.id ?? null);
  const elements = useRef(new Map<string, HTMLElement>());
  const reveals = useRef(new Map<string, (index: number) => void>());
  const pendingFocus = useRef<string | null>(null);
  const typed = useRef({ text: '', at: 0 });

  const register = useCallback((id: string, element: HTMLElement | null) => {
    if (!element) {
      elements.current.delete(id);
      return;
    }
    elements.current.set(id, element);
    if (pendingFocus.current === id) {
      pendingFocus.current = null;
      element.focus();
    }
  }, []);
  const registerReveal = useCallback((groupId: string, reveal: ((index: number) => void) | null) => {
    if (reveal) reveals.current.set(groupId, reveal);
    else reveals.current.delete(groupId);
  }, []);

  const focusItem = useCallback(
    (id: string) => {
      setChosen(id);
      const element = elements.current.get(id);
      if (element) {
        element.focus();
        return;
      }
      // Not drawn: a virtualised group scrolls to it, and it takes focus when it mounts.
      const item = visible.find((v) => v.id === id);
      pendingFocus.current = id;
      if (item?.parentId) reveals.current.get(item.parentId)?.(item.index);
    },
    [visible],
  );

  const toggle = useCallback(
    (id: string) => {
      const open = expanded.has(id);
      // Closing a group that holds the tab stop hands it to the group's item.
      if (open && activeId && isBelow(visible, activeId, id)) focusItem(id);
      onExpandedChange(id, !open);
    },
    [expanded, activeId, visible, focusItem, onExpandedChange],
  );

  // Once, on mount: the tree is remounted when what it shows changes (a walk to another node).
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (!focusOnMount.current || !activeId) return;
    focusOnMount.current = false;
    elements.current.get(activeId)?.focus();
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const id = target.getAttribute('role') === 'treeitem' ? target.dataset.treeId : undefined;
    if (!id || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (onActivate) onActivate(id);
      else if (visible.find((v) => v.id === id)?.expandable) toggle(id);
      return;
    }
    if (event.key.length === 1 && event.key !== ' ') {
      const now = event.timeStamp;
      const text = (now - typed.current.at < TYPEAHEAD_MS ? typed.current.text : '') + event.key;
      typed.current = { text, at: now };
      const match = typeaheadMatch(visible, id, text);
      if (match) {
        event.preventDefault();
        focusItem(match);
      }
      return;
    }
    if (!treeKeys.has(event.key)) return;
    event.preventDefault();
    const move = treeMove(visible, id, event.key as TreeKey, dir);
    if (!move) return;
    if (move.kind === 'focus') focusItem(move.id);
    else onExpandedChange(move.id, move.kind === 'expand');
  };

  const context: TreeContext = {
    idPrefix,
    activeId,
    expanded,
    virtualizeFrom,
    register,
    registerReveal,
    focusItem,
    toggle,
  };
  return (
    <TreeViewContext.Provider value={context}>
      <Tree role="tree" aria-label={label} aria-describedby={describedBy} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <TreeNode key={item.id} item={item} level={1} index={index} setSize={items.length} />
        ))}
      </Tree>
    </TreeViewContext.Provider>
  );
}

const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
