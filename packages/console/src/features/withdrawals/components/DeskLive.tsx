import { VisuallyHidden } from '@nsa/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desk } from '../../../lib/desk.ts';
import { session } from '../../../lib/session.ts';
import { emitApiSessionEnd } from '../../../lib/sessionEvents.ts';
import { followDeskEvents } from '../api/deskEvents.ts';
import { refreshDesk, useWithdrawalOverview } from '../api/withdrawalsQueries.ts';

/** Events closer together than this refresh the desk once: a batch of fifty is one refetch, not fifty. */
const SETTLE_MS = 300;

/**
 * The tab's one event stream (super only): every withdrawal event refreshes the queue, the
 * overview, the detail page and the menu's count; new requests are announced politely.
 */
export function DeskLive() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const pending = useWithdrawalOverview().data?.pending.count;
  useEffect(() => {
    desk.pending = pending ?? null;
  }, [pending]);
  useEffect(
    () => () => {
      desk.pending = null;
    },
    [],
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let arrived: string[] = [];
    const settle = () => {
      refreshDesk(client);
      if (arrived.length === 1) setMessage(t('live.arrived', { id: arrived[0] }));
      else if (arrived.length > 1) setMessage(t('live.arrivedMany', { count: arrived.length }));
      arrived = [];
    };
    const stop = followDeskEvents({
      baseUrl: import.meta.env.VITE_API_URL ?? '',
      getToken: () => session.userInfo?.token,
      onSessionEnd: (code) => emitApiSessionEnd(code),
      onEvent: (event) => {
        // A new request: pending, nobody has approved it yet.
        if (event.status === 'pending' && event.approvals === 0) arrived.push(event.id);
        clearTimeout(timer);
        timer = setTimeout(settle, SETTLE_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [client, t]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {message}
    </VisuallyHidden>
  );
}
