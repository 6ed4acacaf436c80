import type { Session } from '@nsa/api';
import {
  Button,
  type ColumnDef,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  Stack,
  StatusBadge,
  Text,
  VisuallyHidden,
} from '@nsa/ui';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRevokeEach, useRevokeSessions, useSessions } from '../accountSessions.ts';
import { errorKey } from '../errorMessages.ts';
import { showToast } from '../toast.ts';
import { describeUserAgent } from '../userAgent.ts';
import { DateTimeCell } from './Cells.tsx';

type Props = {
  /** Whose sessions: an account's address, or `null` for the signed-in user's own. */
  address: `0x${string}` | null;
  /** Another account as the confirmation names it, e.g. "Ari (support) 0x7099…79C8". */
  who?: string;
  /** The table's accessible name. */
  caption: string;
};

function device(t: TFunction, session: Session): string {
  return describeUserAgent(session.userAgent) ?? t('sessions.unknownDevice');
}

function sessionColumns(
  t: TFunction,
  signOut: (session: Session) => void,
  ending: string | null,
): ColumnDef<Session, unknown>[] {
  return [
    {
      // Where from: the device, and the network address under it (one column, so the times and
      // the action keep their room beside a long IPv6 address).
      id: 'device',
      header: t('sessions.device'),
      accessorFn: (s) => s.userAgent,
      enableSorting: false,
      meta: { card: 'lead' },
      // Inline lines, so the cell follows the table's alignment (a phone's card aligns to the end).
      cell: ({ row: { original: s } }) => (
        <Where>
          <div>
            {/* The whole agent is the title: the shortened one may hide what tells two apart. Browser
                and system names are product names, shown as they are (translate="no"). */}
            <Text
              weight="medium"
              nowrap
              title={s.userAgent ?? undefined}
              translate={describeUserAgent(s.userAgent) ? 'no' : undefined}
            >
              {device(t, s)}
            </Text>
            {s.current ? (
              <>
                {' '}
                <StatusBadge tone="info">{t('sessions.thisDevice')}</StatusBadge>
              </>
            ) : null}
          </div>
          <Text as="div" tone="muted">
            <VisuallyHidden>{t('sessions.ip')}: </VisuallyHidden>
            {s.ip ? (
              <Address dir="ltr" translate="no" title={s.ip}>
                {s.ip}
              </Address>
            ) : (
              t('common.none')
            )}
          </Text>
        </Where>
      ),
    },
    ...(['createdAt', 'lastSeenAt', 'expiresAt'] as const).map(
      (field): ColumnDef<Session, unknown> => ({
        id: field,
        header: t(`sessions.${field}`),
        accessorFn: (s) => s[field],
        enableSorting: false,
        cell: ({ row: { original: s } }) => (
          <Wrapping>
            <DateTimeCell iso={s[field]} />
          </Wrapping>
        ),
      }),
    ),
    {
      id: 'actions',
      header: t('columns.actions'),
      enableSorting: false,
      meta: { pin: 'end', isEmpty: (s) => s.current },
      // This device signs out with the header's Sign out; the others each here.
      cell: ({ row: { original: s } }) =>
        s.current ? null : (
          <NoWrapButton
            size="sm"
            variant="secondary"
            aria-label={t('sessions.signOutOne', { device: device(t, s) })}
            loading={ending === s.id}
            // One at a time: each answer refreshes the list the next is picked from.
            disabled={ending !== null && ending !== s.id}
            onClick={() => signOut(s)}
          >
            {t('sessions.signOut')}
          </NoWrapButton>
        ),
    },
  ];
}

/**
 * An account's live sessions with a way to end each, and all of them. For the caller's own
 * sessions "all" means every other one: this device stays signed in (see `endAll`).
 */
export function SessionsPanel({ address, who, caption }: Props) {
  const { t } = useTranslation();
  const query = useSessions(address);
  const revoke = useRevokeSessions();
  const revokeEach = useRevokeEach();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const list = query.data ?? [];
  const own = list.some((s) => s.current);
  const others = list.filter((s) => !s.current);

  const failed = (error: unknown) =>
    showToast({
      tone: 'error',
      title: t(`errors.${errorKey(error)}`, { message: (error as Error).message }),
    });

  const signOut = (session: Session) => {
    setEnding(session.id);
    revoke.mutate(
      { id: session.id },
      {
        onSuccess: () => showToast({ tone: 'success', title: t('sessions.ended') }),
        onError: failed,
        onSettled: () => setEnding(null),
      },
    );
  };

  // One's own "everywhere else" ends each other session by id: revoking by address would end
  // this one too and sign the console out under the user's hands. Another account's "everywhere"
  // is one request by address, which also ends a session started since the list was read.
  const endAll = () => {
    const done = {
      onSuccess: ({ revoked }: { revoked: number }) => {
        setConfirming(false);
        showToast({ tone: 'success', title: t('sessions.endedMany', { count: revoked }) });
      },
      onError: (error: unknown) => {
        setConfirming(false);
        failed(error);
      },
    };
    if (own)
      revokeEach.mutate(
        others.map((s) => s.id),
        done,
      );
    else if (address) revoke.mutate({ address }, done);
  };

  const columns = sessionColumns(t, signOut, ending);
  const state = query.isPending ? 'loading' : query.error ? 'error' : 'ready';
  const busy = revoke.isPending || revokeEach.isPending;

  return (
    <Stack gap={3}>
      <Bar>
        <Text tone="muted" aria-live="polite">
          {state === 'ready' ? t('sessions.count', { count: list.length }) : null}
        </Text>
        <Button
          size="sm"
          variant="secondary"
          disabled={state !== 'ready' || others.length === 0 || (!own && !address)}
          onClick={() => setConfirming(true)}
        >
          {t(own ? 'sessions.signOutOthers' : 'sessions.signOutEverywhere')}
        </Button>
      </Bar>
      <DataTable
        caption={caption}
        columns={columns}
        data={list}
        getRowId={(s) => s.id}
        state={state}
        skeletonRows={2}
        labels={{ loading: t('common.loading') }}
        emptyContent={<EmptyState title={t('sessions.none')} />}
        errorContent={
          query.error ? (
            <ErrorState
              title={t('sessions.loadFailed')}
              message={t(`errors.${errorKey(query.error)}`, { message: query.error.message })}
              retryLabel={t('common.retry')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : null
        }
      />
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t(own ? 'sessions.signOutOthersTitle' : 'sessions.signOutEverywhereTitle')}
        body={
          <p>
            {own
              ? t('sessions.signOutOthersBody', { count: others.length })
              : t('sessions.signOutEverywhereBody', { count: others.length, who })}
          </p>
        }
        confirmLabel={t(own ? 'sessions.signOutOthers' : 'sessions.signOutEverywhere')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={endAll}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** An IP address: Latin digits left to right in every language, broken anywhere rather than widen the table. */
const Address = styled.bdi`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** Wide enough for a browser's name; an IPv6 address under it breaks only when the table is narrow. */
const Where = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 9rem;
`;

/** A date and its time on two lines when the table is narrow (a dialog), on one when there is room. */
const Wrapping = styled.span`
  & > time {
    white-space: normal;
  }
`;

const NoWrapButton = styled(Button)`
  white-space: nowrap;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
