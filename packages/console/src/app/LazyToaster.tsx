import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { toasts } from '../lib/toast.ts';
import { PlainToasts } from './PlainToasts.tsx';

// The ui Toaster (Radix Toast) is no part of a page's first load: it comes with the first toast.
const loadToaster = (pick: (module: typeof import('./Toaster.tsx')) => ComponentType) =>
  lazy(() =>
    import('./Toaster.tsx').then(
      (module) => ({ default: pick(module) }),
      // A toaster that cannot load: its toasts drawn plainly (one may say that chunks are missing).
      (): { default: ComponentType } => ({ default: PlainToasts }),
    ),
  );
const InAppToaster = loadToaster((module) => module.Toaster);
const StandaloneToaster = loadToaster((module) => module.StandaloneToaster);

/**
 * The toasts, mounted at the first one and kept from then on (a toast closing animates out).
 * `standalone`: for the /login island, which has no ui provider of its own.
 */
export function LazyToaster({ standalone = false }: { standalone?: boolean }) {
  const { items } = useSnapshot(toasts);
  const [needed, setNeeded] = useState(false);
  if (!needed && items.length > 0) setNeeded(true);
  if (!needed && items.length === 0) return null;
  const Toaster = standalone ? StandaloneToaster : InAppToaster;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
