import type { AuditEntry } from '@nsa/api';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StaffAddressCell } from '../../../lib/components/Cells.tsx';
import { FilterForm } from '../../../lib/components/Filters.tsx';
import { type ListColumn, ListTable } from '../../../lib/components/ListTable.tsx';
import { addEnglish } from '../../../lib/i18n.ts';
import { listQueryFromSearch, setFilterKeys } from '../../../lib/listParams.ts';
import { enAudit } from '../../../lib/locales/enAudit.ts';
import { listQueryOptions } from '../../../lib/queries.ts';
import { auditChanges, auditChangeText, auditReason } from '../api/auditChanges.ts';
import { chainChecks } from '../api/chainStatus.ts';
import { signatureKind } from '../api/signatureKind.ts';
import {
  ActionCell,
  type AuditRows,
  AuditRowsContext,
  CreatedCell,
  ReasonCell,
  VerificationCell,
} from '../components/AuditCells.tsx';
import { AuditEntryDialog } from '../components/AuditEntryDialog.tsx';
import { ChangeList } from '../components/ChangeList.tsx';

function auditColumns(t: TFunction): ListColumn<AuditEntry>[] {
  return [
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      cell: (e) => <CreatedCell entry={e} />,
      csv: (e) => e.createdAt,
    },
    {
      id: 'actor',
      header: t('audit.actor'),
      cell: (e) => <StaffAddressCell address={e.actorAddress} />,
      csv: (e) => e.actorAddress,
    },
    {
      id: 'action',
      header: t('audit.action'),
      cell: (e) => <ActionCell entry={e} />,
      csv: (e) => e.action,
    },
    { id: 'target', header: t('audit.target'), exportOnly: true, cell: () => null, csv: (e) => e.target },
    {
      id: 'signature',
      header: t('audit.verification'),
      hideable: false,
      cell: (e) => <VerificationCell entry={e} />,
      // The signature itself, else what the column says instead (never empty: a phone's card shows it).
      csv: (e) =>
        e.evidence?.signature ??
        t(signatureKind(e) === 'unsigned' ? 'audit.unsigned' : 'audit.noSignatureNeeded'),
    },
    {
      id: 'change',
      header: t('audit.change'),
      cell: (e) => <ChangeList changes={auditChanges(e)} />,
      csv: (e) =>
        auditChanges(e)
          .map((c) => auditChangeText(c, t, '->'))
          .join('; '),
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      cell: (e) => <ReasonCell entry={e} />,
      csv: (e) => auditReason(e),
    },
  ];
}

// This screen's own English, which the entry does not carry.
addEnglish({ audit: enAudit });

/**
 * The hash chain over the page on screen: the same query (and cache entry) as the list's own, so
 * nothing is fetched twice. Rows of an unfiltered list are a run of the log, each following the
 * one before it; a filtered list, or the previous page still shown while the next loads, can only
 * link rows whose ids are consecutive.
 */
function useShownChain() {
  const [search] = useSearchParams();
  const query = listQueryFromSearch('audit', search);
  const { data, isPlaceholderData } = useQuery(listQueryOptions('audit', query));
  const current = data !== undefined && !isPlaceholderData;
  const contiguous = current && setFilterKeys('audit', search).length === 0 && query.sort === 'createdAt';
  const startsLog =
    contiguous && (query.order === 'asc' ? data.page === 1 : data.page * data.pageSize >= data.total);
  return useMemo(
    () => chainChecks(data?.list ?? [], { contiguous, startsLog }),
    [data?.list, contiguous, startsLog],
  );
}

/** Every write, who made it and whether its evidence holds: the audit log, for super. */
export function Component() {
  const { t } = useTranslation();
  const columns = useMemo(() => auditColumns(t), [t]);
  const chain = useShownChain();
  const [details, setDetails] = useState<AuditEntry | null>(null);
  const rows = useMemo<AuditRows>(() => ({ chain, openDetails: setDetails }), [chain]);
  return (
    <AuditRowsContext.Provider value={rows}>
      <h1>{t('audit.title')}</h1>
      <ListTable
        name="audit"
        label={t('audit.title')}
        columns={columns}
        rowKey={(e) => e.id}
        exportName="audit"
        filters={<FilterForm fields={['action', 'actorAddress', 'target', 'from', 'to']} />}
      />
      <AuditEntryDialog
        entry={details}
        chain={details ? chain.get(details.id) : undefined}
        onClose={() => setDetails(null)}
      />
    </AuditRowsContext.Provider>
  );
}
