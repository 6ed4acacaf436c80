import type { AuditEntry, auditActions } from '@nsa/api';
import { Button, formatDateTime, StatusBadge, type StatusTone, Text } from '@nsa/ui';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { auditActionKeys } from '../../../lib/components/Filters.tsx';
import { auditReason, auditTargetPath } from '../api/auditChanges.ts';
import type { ChainCheck } from '../api/chainStatus.ts';
import { ChainMark } from './ChainStatus.tsx';
import { onCard } from './cardQuery.ts';
import { SignatureStatus } from './SignatureStatus.tsx';

/**
 * What the rows share beyond their own record: the hash chain as checked over the page shown, and
 * the way to open an entry's details. Given by the screen, so the columns stay one stable list.
 */
export type AuditRows = {
  chain: ReadonlyMap<string, ChainCheck>;
  openDetails: (entry: AuditEntry) => void;
};
export const AuditRowsContext = createContext<AuditRows>({ chain: new Map(), openDetails: () => {} });

const actionTones: Record<(typeof auditActions)[number], StatusTone> = {
  'user.create': 'info',
  'user.update': 'info',
  'session.revoke': 'warning',
  'withdraw.approve': 'success',
  'withdraw.reject': 'danger',
  'points.set': 'neutral',
  'points.adjust': 'neutral',
};

export function ActionBadge({ action }: { action: AuditEntry['action'] }) {
  const { t } = useTranslation();
  return (
    <Text nowrap>
      <StatusBadge tone={actionTones[action]}>{t(auditActionKeys[action])}</StatusBadge>
    </Text>
  );
}

export function TargetLink({ entry }: { entry: AuditEntry }) {
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

/** What was done, and to which record: read together, and a column less to fit a laptop's width. */
export function ActionCell({ entry }: { entry: AuditEntry }) {
  return (
    <Stacked>
      <ActionBadge action={entry.action} />
      <TargetLink entry={entry} />
    </Stacked>
  );
}

/** `+02:00`: the browser's offset from UTC at that moment, as the list's "Times in" says. */
function utcOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

/**
 * When, and the way to the entry in full. The date sits over the time when the table needs the
 * room, each kept whole (a date broken at its hyphens reads as two).
 */
export function CreatedCell({ entry }: { entry: AuditEntry }) {
  const text = formatDateTime(entry.createdAt);
  const [date, time] = text.split(' ');
  return (
    <Stacked>
      <Created
        dateTime={entry.createdAt}
        dir="ltr"
        title={`${text} UTC${utcOffset(new Date(entry.createdAt))}`}
      >
        <span>{date}</span> <span>{time}</span>
      </Created>
      <DetailsButton entry={entry} />
    </Stacked>
  );
}

/**
 * Whole pixels a line, badges included: a row of fractional height loses its bottom border under
 * the table's pinned first cell (Chromium snaps that cell's layer to the pixel grid).
 */
const wholeLines = `
  line-height: 1.25rem;
  & [data-tone] {
    line-height: 1.25rem;
  }
`;

const Stacked = styled.span`
  ${wholeLines}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  ${onCard} {
    align-items: flex-end;
  }
`;

const Created = styled.time`
  font-variant-numeric: tabular-nums;
  & > span {
    white-space: nowrap;
  }
`;

/** The signature as checked in this browser, and a mark when the entry breaks the hash chain. */
export function VerificationCell({ entry }: { entry: AuditEntry }) {
  const { chain } = useContext(AuditRowsContext);
  return (
    <Verification>
      <SignatureStatus entry={entry} />
      <ChainMark check={chain.get(entry.id)} />
    </Verification>
  );
}

const Verification = styled.span`
  ${wholeLines}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 9rem;
  ${onCard} {
    align-items: flex-end;
  }
`;

/** The reason a decision gave, wrapped in its own direction (a reason may be Arabic in an English console). */
export function ReasonCell({ entry }: { entry: AuditEntry }) {
  const reason = auditReason(entry);
  if (reason === null) return null;
  // Isolated in its own direction, while the paragraph keeps the page's: it lines up with its column.
  return (
    <Reason>
      <bdi dir="auto" translate="no">
        {reason}
      </bdi>
    </Reason>
  );
}

/** Wide enough for a sentence a line at 1366 px, never so wide that the other columns scroll away. */
const Reason = styled.p`
  margin: 0;
  line-height: 1.25rem;
  min-inline-size: 11rem;
  max-inline-size: 22rem;
  white-space: normal;
  overflow-wrap: anywhere;
  /* On a card a short reason stands at the end of its label's line, as every value does; a long one
     takes a line of its own, whole, and reads from its start, not ragged at both ends. */
  ${onCard} {
    min-inline-size: 0;
    max-inline-size: none;
    text-align: start;
  }
`;

function DetailsButton({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { openDetails } = useContext(AuditRowsContext);
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t('audit.detailsOf', { id: entry.id })}
      onClick={() => openDetails(entry)}
    >
      {t('audit.details')}
    </Button>
  );
}
