import type { BatchResult } from '@nsa/api';
import { lazy, Suspense, useState } from 'react';
import { lazyChunk } from '../../../lib/chunkFailure.ts';
import type { PendingBatch } from './BatchDialog.tsx';

const BatchDialogs = lazy(
  lazyChunk(() =>
    import('./BatchDialog.tsx').then((module) => ({
      default: (props: Props) => (
        <>
          <module.BatchDialog batch={props.batch} onClose={props.onClose} onDone={props.onDone} />
          <module.BatchSummary result={props.result} onClose={props.onCloseResult} />
        </>
      ),
    })),
  ),
);

type Props = {
  batch: PendingBatch;
  onClose: () => void;
  onDone: (result: BatchResult) => void;
  result: BatchResult | null;
  onCloseResult: () => void;
};

/** The batch dialog and its summary load with the first batch, not with the queue (as the decision dialog). */
export function LazyBatchDialog(props: Props) {
  const [needed, setNeeded] = useState(false);
  if (!needed && (props.batch || props.result)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BatchDialogs {...props} />
    </Suspense>
  );
}
