import type { AuditEntry } from '@nsa/api';
import { Dialog, StatusBadge, Text } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AddressCell, DateTimeCell } from '../../../lib/components/Cells.tsx';
import { labelOf, useStaffLabels } from '../../../lib/staffLabels.ts';
import { auditChanges, auditReason } from '../api/auditChanges.ts';
import type { ChainCheck } from '../api/chainStatus.ts';
import { signatureKind } from '../api/signatureKind.ts';
import type { EvidenceCheck } from '../api/verifyEvidence.ts';
import { ActionBadge, TargetLink } from './AuditCells.tsx';
import { chainIntactText, chainProblemText } from './ChainStatus.tsx';
import { ChangeList } from './ChangeList.tsx';
import { Fact, Facts, Mono } from './Facts.tsx';
import { SignatureStatus, useEvidenceCheck } from './SignatureStatus.tsx';
import { SignedTypedData } from './SignedTypedData.tsx';

/** Why the signature column says what it says, in a sentence. */
function signatureText(entry: AuditEntry, check: EvidenceCheck | undefined, t: TFunction): string | null {
  const kind = signatureKind(entry);
  if (kind === 'notNeeded') return t('audit.evidence.notNeeded');
  if (kind === 'unsigned') return t('audit.evidence.unsigned');
  if (check === undefined) return null;
  return check.status === 'verified' ? t('audit.evidence.verified') : t(`audit.evidence.${check.why}`);
}

/**
 * One audit entry in full: who did what to which record and when, the change in the reader's
 * language, its place in the hash chain and, for a signed decision, the typed data as signed.
 */
export function AuditEntryDialog({
  entry,
  chain,
  onClose,
}: {
  entry: AuditEntry | null;
  chain: ChainCheck | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={entry ? t('audit.entryTitle', { id: entry.id }) : ''}
      labels={{ close: t('common.close') }}
      size="lg"
    >
      {entry ? <EntryBody entry={entry} chain={chain} /> : null}
    </Dialog>
  );
}

function EntryBody({ entry, chain }: { entry: AuditEntry; chain: ChainCheck | undefined }) {
  const { t } = useTranslation();
  const labels = useStaffLabels();
  const check = useEvidenceCheck(entry);
  const reason = auditReason(entry);
  const broken = chain !== undefined && chain.problems.length > 0;
  const withdrawal = entry.action.startsWith('withdraw.');
  return (
    <Body>
      <Facts>
        <Fact label={t('audit.action')}>
          <ActionBadge action={entry.action} />
        </Fact>
        <Fact label={t('audit.time')}>
          <DateTimeCell iso={entry.createdAt} />
        </Fact>
        <Fact label={t('audit.actor')} wide>
          <AddressCell
            address={entry.actorAddress}
            full="grouped"
            label={labelOf(labels, entry.actorAddress)}
          />
        </Fact>
        <Fact label={t('audit.target')} wide={!withdrawal}>
          {withdrawal ? (
            <TargetLink entry={entry} />
          ) : (
            <AddressCell address={entry.target} full="grouped" label={labelOf(labels, entry.target)} user />
          )}
        </Fact>
        <Fact label={t('audit.change')} wide>
          <ChangeList changes={auditChanges(entry)} />
        </Fact>
        {reason !== null ? (
          <Fact label={t('columns.reason')} wide>
            <Sentence>
              <bdi dir="auto" translate="no">
                {reason}
              </bdi>
            </Sentence>
          </Fact>
        ) : null}
        <Fact label={t('audit.signature')} wide>
          <Status>
            <SignatureStatus entry={entry} />
            <Text tone="muted">{signatureText(entry, check, t)}</Text>
          </Status>
        </Fact>
        <Fact label={t('audit.chain')} wide>
          <Status>
            {broken ? (
              <>
                <StatusBadge tone="danger">{t('audit.chainBroken')}</StatusBadge>
                {chain.problems.map((problem) => (
                  <Text key={problem.kind}>{chainProblemText(problem, t)}</Text>
                ))}
              </>
            ) : chain ? (
              <Text tone="muted">{chainIntactText(chain, t)}</Text>
            ) : null}
          </Status>
        </Fact>
        <Fact label={t('audit.hash')} wide>
          <Hash value={entry.hash} />
        </Fact>
        <Fact label={t('audit.prevHash')} wide>
          <Hash value={entry.prevHash} />
        </Fact>
      </Facts>
      {entry.evidence ? (
        <Section aria-labelledby={`audit-signed-${entry.id}`}>
          <h3 id={`audit-signed-${entry.id}`}>{t('audit.signedData')}</h3>
          <SignedTypedData evidence={entry.evidence} target={entry.target} />
        </Section>
      ) : null}
    </Body>
  );
}

function Hash({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (value === null) return <Text tone="muted">{t('audit.values.none')}</Text>;
  return (
    <Mono dir="ltr" translate="no" $breakAll>
      {value}
    </Mono>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

const Sentence = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
