import type { AuditEntry, auditActions } from '@nsa/api';
import { Stack, StatusBadge, type StatusTone, Text } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddressCell, DateTimeCell } from '../../../lib/components/Cells.tsx';
import { auditActionKeys, FilterForm } from '../../../lib/components/Filters.tsx';
import { type ListColumn, ListTable } from '../../../lib/components/ListTable.tsx';
import { auditChanges, auditReason, auditTargetPath } from '../api/auditChanges.ts';
import { SignatureStatus } from '../components/SignatureStatus.tsx';

const actionTones: Record<(typeof auditActions)[number], StatusTone> = {
  'user.create': 'info',
  'withdraw.approve': 'success',
  'withdraw.reject': 'danger',
  'points.set': 'neutral',
};

function ActionBadge({ action }: { action: AuditEntry['action'] }) {
  const { t } = useTranslation();
  return (
    <Text nowrap>
      <StatusBadge tone={actionTones[action]}>{t(auditActionKeys[action])}</StatusBadge>
    </Text>
  );
}

function TargetLink({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const withdrawal = entry.action.startsWith('withdraw.');
  return (
    <Link to={auditTargetPath(entry)}>
      {withdrawal ? (
        <Text nowrap>{t('audit.openWithdrawal', { id: entry.target })}</Text>
      ) : (
        <Text as="bdi" nowrap dir="ltr" translate="no" title={entry.target}>
          {`${entry.target.slice(0, 6)}…${entry.target.slice(-4)}`}
        </Text>
      )}
    </Link>
  );
}

function ChangeList({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = auditChanges(entry);
  if (changes.length === 0) return <Text tone="muted">{t('common.none')}</Text>;
  return (
    <Stack as="ul" gap={1}>
      {changes.map((c) => (
        <Text as="li" nowrap key={c.field}>
          <Text tone="muted">{c.field}</Text>{' '}
          <bdi dir="ltr">
            {c.before ?? t('common.none')} → {c.after ?? t('common.none')}
          </bdi>
        </Text>
      ))}
    </Stack>
  );
}

function auditColumns(t: TFunction): ListColumn<AuditEntry>[] {
  return [
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      cell: (e) => <DateTimeCell iso={e.createdAt} />,
      csv: (e) => e.createdAt,
    },
    {
      id: 'actor',
      header: t('audit.actor'),
      cell: (e) => <AddressCell address={e.actorAddress} />,
      csv: (e) => e.actorAddress,
    },
    {
      id: 'action',
      header: t('audit.action'),
      cell: (e) => <ActionBadge action={e.action} />,
      csv: (e) => e.action,
    },
    {
      id: 'target',
      header: t('audit.target'),
      cell: (e) => <TargetLink entry={e} />,
      csv: (e) => e.target,
    },
    {
      id: 'signature',
      header: t('audit.signature'),
      hideable: false,
      cell: (e) => <SignatureStatus entry={e} />,
      csv: (e) => e.evidence?.signature ?? null,
    },
    {
      id: 'change',
      header: t('audit.change'),
      cell: (e) => <ChangeList entry={e} />,
      csv: (e) =>
        auditChanges(e)
          .map((c) => `${c.field}: ${c.before ?? ''} -> ${c.after ?? ''}`)
          .join('; '),
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      width: '10rem',
      cell: (e) => auditReason(e) ?? '',
      csv: (e) => auditReason(e),
    },
  ];
}

/** Every write, who made it and whether its signature holds: the audit log, for super. */
export function Component() {
  const { t } = useTranslation();
  const columns = useMemo(() => auditColumns(t), [t]);
  return (
    <>
      <h1>{t('audit.title')}</h1>
      <ListTable
        name="audit"
        label={t('audit.title')}
        columns={columns}
        rowKey={(e) => e.id}
        exportName="audit"
        filters={<FilterForm fields={['action', 'actorAddress', 'target', 'from', 'to']} />}
      />
    </>
  );
}
