import { proxy } from 'valtio';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';
export type ToastMessage = { id: number; tone: ToastTone; title: string; body?: string };

export const toasts = proxy<{ items: ToastMessage[] }>({ items: [] });
let nextId = 1;

export function showToast(toast: Omit<ToastMessage, 'id'>, durationMs = 6000): number {
  const id = nextId++;
  toasts.items.push({ ...toast, id });
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  toasts.items = toasts.items.filter((t) => t.id !== id);
}

/**
 * Which toasts have been drawn, for whoever must not act before its toast is seen (a chunk
 * failure's reload): the toaster is a chunk of its own, so a toast may be told well before it shows.
 */
const seen = new Set<number>();
const waiting = new Map<number, Array<() => void>>();
/** Resolves once toast `id` is on screen. */
export function whenSeen(id: number): Promise<void> {
  if (seen.has(id)) return Promise.resolve();
  return new Promise((resolve) => waiting.set(id, [...(waiting.get(id) ?? []), resolve]));
}

/** Called by the toaster once it has drawn these toasts. */
export function markSeen(ids: Iterable<number>): void {
  for (const id of ids) {
    seen.add(id);
    for (const release of waiting.get(id) ?? []) release();
    waiting.delete(id);
  }
}
