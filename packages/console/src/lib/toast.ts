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
