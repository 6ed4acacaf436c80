import { useEffect, useRef } from 'react';

/** The desk's keys, in the order the help lists them. */
export const deskShortcuts = [
  { key: 'j', code: 'KeyJ', action: 'next' },
  { key: 'k', code: 'KeyK', action: 'previous' },
  { key: 'a', code: 'KeyA', action: 'approve' },
  { key: 'r', code: 'KeyR', action: 'reject' },
  { key: 'x', code: 'KeyX', action: 'select' },
  { key: '?', code: 'Slash', action: 'help' },
] as const;

/** By the key's character, or by its place on the keyboard (a Hebrew or Arabic layout types other letters). */
const shortcutOf = (event: KeyboardEvent) =>
  deskShortcuts.find((s) => s.key === event.key) ??
  deskShortcuts.find((s) => s.code === event.code && (s.key === '?' ? event.shiftKey : !event.shiftKey));

export type DeskAction = (typeof deskShortcuts)[number]['action'];

/** Typing in a field, or a dialog open: keys belong to them, never to the desk. */
export function isTypingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** The row (by its index on the page) that holds keyboard focus, or -1. */
export function focusedRowIndex(table: Element | null): number {
  const row = document.activeElement?.closest('tr[data-index]');
  if (!row || !table?.contains(row)) return -1;
  return Number((row as HTMLElement).dataset.index);
}

/** Moves focus to the first control of row `index` (its link to the withdrawal). */
export function focusRow(table: Element | null, index: number): boolean {
  const target = table?.querySelector<HTMLElement>(
    `tr[data-index="${index}"] a, tr[data-index="${index}"] button`,
  );
  target?.focus();
  return target !== undefined && target !== null;
}

/**
 * `j`/`k` move between rows, `a` approves, `r` rejects, `x` selects the focused row, `?` lists
 * the keys; never while typing in a field, with a modifier held, or with a dialog open.
 */
export function useDeskShortcuts(
  table: React.RefObject<Element | null>,
  rowCount: number,
  run: (action: Exclude<DeskAction, 'next' | 'previous'>, index: number) => void,
): void {
  const latest = useRef({ rowCount, run });
  latest.current = { rowCount, run };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingOrInDialog(event.target)) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      const { rowCount: count, run: act } = latest.current;
      const current = focusedRowIndex(table.current);
      if (shortcut.action === 'next' || shortcut.action === 'previous') {
        if (count === 0) return;
        const step = shortcut.action === 'next' ? 1 : -1;
        const index = current < 0 ? 0 : Math.min(count - 1, Math.max(0, current + step));
        if (focusRow(table.current, index)) event.preventDefault();
        return;
      }
      if (shortcut.action === 'help') {
        event.preventDefault();
        act('help', current);
        return;
      }
      if (current < 0) return;
      event.preventDefault();
      act(shortcut.action, current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [table]);
}
