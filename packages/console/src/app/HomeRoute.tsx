import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Component as UsersRoute } from '../features/users/routes/UsersRoute.tsx';
import { lazyChunk } from '../lib/chunkFailure.ts';
import { session } from '../lib/session.ts';

/** Loaded for a super only: the queue's lead line. */
const QueueLead = lazy(
  lazyChunk(() =>
    import('../features/withdrawals/components/QueueLead.tsx').then((m) => ({ default: m.QueueLead })),
  ),
);

/**
 * `/home`: the users list; a super's home leads with the withdrawal queue (how many wait, how
 * many wait for them), since that is where a super's day starts.
 */
export function Component() {
  const role = useSnapshot(session).userInfo?.role;
  return (
    <>
      {role === 'super' ? (
        <Suspense fallback={null}>
          <QueueLead />
        </Suspense>
      ) : null}
      <UsersRoute />
    </>
  );
}
