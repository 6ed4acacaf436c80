import type { Withdrawal } from '@nsa/api';
import { lazy, Suspense, useState } from 'react';
import { lazyChunk } from '../../../lib/chunkFailure.ts';
import type { PendingDecision } from './DecisionDialog.tsx';

const DecisionDialog = lazy(
  lazyChunk(() => import('./DecisionDialog.tsx').then((module) => ({ default: module.DecisionDialog }))),
);

/**
 * The decision dialog loads with the first Approve or Reject, not with the screen: the queue
 * paints sooner. Kept mounted from then on, so it closes with its animation.
 */
export function LazyDecisionDialog({
  decision,
  onClose,
  onDecided,
}: {
  decision: PendingDecision;
  onClose: () => void;
  onDecided?: (updated: Withdrawal) => void;
}) {
  const [needed, setNeeded] = useState(false);
  if (!needed && decision) setNeeded(true);
  if (!needed && !decision) return null;
  return (
    <Suspense fallback={null}>
      <DecisionDialog decision={decision} onClose={onClose} onDecided={onDecided} />
    </Suspense>
  );
}
