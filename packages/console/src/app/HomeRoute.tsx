import { accessFor } from '@nsa/api';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
// The queue's lead and the figures come with the screen, not as chunks of their own: they sit
// above the users list, so arriving later they pushed it down (Lighthouse's layout shift on a
// phone: 0.2), and their requests waited for the chunks. The chart and its library still load on
// their own (FiguresSection).
import { FiguresSection } from '../features/stats/components/FiguresSection.tsx';
import { Component as UsersRoute } from '../features/users/routes/UsersRoute.tsx';
import { QueueLead } from '../features/withdrawals/components/QueueLead.tsx';
import { lazyChunk } from '../lib/chunkFailure.ts';
import { session } from '../lib/session.ts';

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
      {role === 'super' ? <QueueLead /> : null}
      {role && accessFor('stats', role) ? <FiguresSection /> : null}
      {role === 'kol' && address ? (
        <Suspense fallback={null}>
          <ReferralTree rootAddress={address} />
        </Suspense>
      ) : null}
      <UsersRoute />
    </>
  );
}
