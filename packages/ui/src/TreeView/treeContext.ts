import { createContext, type ReactNode, useContext, useEffect } from 'react';

export type TreeViewItem = {
  id: string;
  /** Id of the element in `details` that describes the item (read after its name). */
  describedBy?: string;
  /** Whether it has children to show (a chevron, `aria-expanded`); they may still be loading. */
  expandable: boolean;
  /** Its children, once known. */
  children?: readonly TreeViewItem[];
  /** Shown in its open group after the children, or instead of them: loading, an error, a note. */
  status?: ReactNode;
  /** What the item is: its name (kept short: a label, an address, a badge). */
  content: ReactNode;
  /** The words type-ahead finds it by, e.g. its label and its address. */
  names?: readonly string[];
  /** More about it, shown beside its name (figures, a pointer action); read through `describedBy`. */
  details?: ReactNode;
};

export type TreeContext = {
  /** Unique on the page: the groups' ids start with it. */
  idPrefix: string;
  activeId: string | null;
  expanded: ReadonlySet<string>;
  virtualizeFrom: number;
  register: (id: string, element: HTMLElement | null) => void;
  registerReveal: (groupId: string, reveal: ((index: number) => void) | null) => void;
  focusItem: (id: string) => void;
  toggle: (id: string) => void;
};

export const TreeViewContext = createContext<TreeContext | null>(null);

export function useTree(): TreeContext {
  const context = useContext(TreeViewContext);
  if (!context) throw new Error('a tree item outside TreeView');
  return context;
}

/** Registers a virtualised group's way to bring a child into view. */
export function useGroupReveal(groupId: string, reveal: (index: number) => void) {
  const { registerReveal } = useTree();
  useEffect(() => {
    registerReveal(groupId, reveal);
    return () => registerReveal(groupId, null);
  }, [groupId, reveal, registerReveal]);
}
