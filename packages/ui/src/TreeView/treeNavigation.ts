/** What navigation needs of a tree item: its id, and its children once they are known. */
export type NavigableItem = {
  id: string;
  expandable: boolean;
  /** Known children (undefined: not loaded yet). */
  children?: readonly NavigableItem[] | undefined;
  /** The names type-ahead matches (a label, an address); none: type-ahead passes it by. */
  names?: readonly string[] | undefined;
};

/** One visible item, in reading order: where it sits and what it holds. */
export type VisibleItem = {
  id: string;
  parentId: string | null;
  /** 1 for a top item (aria-level). */
  level: number;
  /** Its place among its siblings, from 0. */
  index: number;
  expandable: boolean;
  expanded: boolean;
  firstChildId: string | null;
  names: readonly string[];
};

/** The items a reader can reach: every top item, and the children of each expanded one, depth first. */
export function visibleItems(items: readonly NavigableItem[], expanded: ReadonlySet<string>): VisibleItem[] {
  const out: VisibleItem[] = [];
  const walk = (list: readonly NavigableItem[], parentId: string | null, level: number) => {
    list.forEach((item, index) => {
      const open = item.expandable && expanded.has(item.id);
      const shown = open ? (item.children ?? []) : [];
      out.push({
        id: item.id,
        parentId,
        level,
        index,
        expandable: item.expandable,
        expanded: open,
        firstChildId: shown[0]?.id ?? null,
        names: item.names ?? [],
      });
      walk(shown, item.id, level + 1);
    });
  };
  walk(items, null, 1);
  return out;
}

export type TreeKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/** What a key does to the tree (WAI-ARIA tree view pattern): move focus, expand or collapse. */
export type TreeMove =
  | { kind: 'focus'; id: string }
  | { kind: 'expand'; id: string }
  | { kind: 'collapse'; id: string }
  | null;

/**
 * The effect of `key` on the item `id`. Right to left, the arrows trade places: the key that
 * points toward the end of the line (Right in ltr, Left in rtl) opens, the other closes.
 */
export function treeMove(
  visible: readonly VisibleItem[],
  id: string,
  key: TreeKey,
  dir: 'ltr' | 'rtl' = 'ltr',
): TreeMove {
  const at = visible.findIndex((v) => v.id === id);
  const item = visible[at];
  if (!item) return visible[0] ? { kind: 'focus', id: visible[0].id } : null;
  const focus = (other: VisibleItem | undefined): TreeMove =>
    other ? { kind: 'focus', id: other.id } : null;
  const inward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  switch (key) {
    case 'ArrowDown':
      return focus(visible[at + 1]);
    case 'ArrowUp':
      return focus(visible[at - 1]);
    case 'Home':
      return focus(visible[0]);
    case 'End':
      return focus(visible[visible.length - 1]);
    case 'ArrowLeft':
    case 'ArrowRight':
      if (key === inward) {
        if (item.expandable && !item.expanded) return { kind: 'expand', id };
        return item.firstChildId ? { kind: 'focus', id: item.firstChildId } : null;
      }
      if (item.expanded) return { kind: 'collapse', id };
      return item.parentId ? { kind: 'focus', id: item.parentId } : null;
  }
}

/** Whether `id` lies below `ancestorId` among the visible items. */
export function isBelow(visible: readonly VisibleItem[], id: string, ancestorId: string): boolean {
  const byId = new Map(visible.map((v) => [v.id, v]));
  for (let v = byId.get(id); v?.parentId; v = byId.get(v.parentId)) {
    if (v.parentId === ancestorId) return true;
  }
  return false;
}

/**
 * Type-ahead (WAI-ARIA tree pattern): the next visible item, after `id` and round to the start,
 * one of whose names starts with `typed` (any case). While a word is being typed the item itself
 * may still match (typing "0x3c" stays on the item "0x3C44…" that "0x" found); one letter typed
 * again and again moves on to the next item with that letter.
 */
export function typeaheadMatch(visible: readonly VisibleItem[], id: string, typed: string): string | null {
  const query = typed.toLocaleLowerCase();
  if (!query) return null;
  const repeated = [...query].every((c) => c === query[0]);
  const word = repeated ? (query[0] as string) : query;
  const at = visible.findIndex((v) => v.id === id);
  const from = repeated ? at + 1 : Math.max(at, 0);
  for (let step = 0; step < visible.length; step++) {
    const item = visible[(from + step) % visible.length];
    if (item?.names.some((name) => name.toLocaleLowerCase().startsWith(word))) return item.id;
  }
  return null;
}
