import { accessFor } from '@nsa/api';
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

/** Figures of the business (a kol: of its downline), with their chart: a chunk of their own. */
const FiguresSection = lazy(
  lazyChunk(() =>
    import('../features/stats/components/FiguresSection.tsx').then((m) => ({ default: m.FiguresSection })),
  ),
);

/** Loaded for a kol only: its referral tree, from its own node. */
const ReferralTree = lazy(
  lazyChunk(() =>
    import('../features/users/components/ReferralTree.tsx').then((m) => ({ default: m.ReferralTree })),
  ),
);

/**
 * `/home`: the users list, under figures of how the business is doing; a super's home leads with the withdrawal queue (how many wait, how
 * many wait for them), since that is where a super's day starts.
 */
export function Component() {
  const { role, address } = useSnapshot(session).userInfo ?? {};
  return (
    <>
      {role === 'super' ? (
        <Suspense fallback={null}>
          <QueueLead />
        </Suspense>
      ) : null}
      {role && accessFor('stats', role) ? (
        <Suspense fallback={null}>
          <FiguresSection />
        </Suspense>
      ) : null}
      {role === 'kol' && address ? (
        <Suspense fallback={null}>
          <ReferralTree rootAddress={address} />
        </Suspense>
      ) : null}
      <UsersRoute />
    </>
  );
}
