import { describe, expect, it } from 'vitest';
import { markSeen, showToast, toasts, whenSeen } from './toast.ts';

/** Whether `promise` has settled by the next macrotask. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenSeen', () => {
  it('waits until the toaster has drawn the toast, not merely until it was told', async () => {
    const id = showToast({ tone: 'warning', title: 'System Warning' }, 0);
    const seen = whenSeen(id);
    expect(toasts.items.map((t) => t.id)).toContain(id);
    expect(await settled(seen)).toBe(false);
    markSeen([id + 1000]);
    expect(await settled(seen)).toBe(false);
    markSeen([id]);
    expect(await settled(seen)).toBe(true);
  });

  it('answers at once for a toast already drawn, and releases every waiter', async () => {
    const id = showToast({ tone: 'info', title: 'Saved' }, 0);
    const first = whenSeen(id);
    const second = whenSeen(id);
    markSeen([id]);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    expect(await settled(whenSeen(id))).toBe(true);
  });
});
