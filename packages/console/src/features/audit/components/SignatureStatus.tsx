import type { AuditEntry } from '@nsa/api';
import { StatusBadge, shortenAddress, Text } from '@nsa/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { labelOf, useStaffLabels } from '../../../lib/staffLabels.ts';
import { evidenceKey, signatureKind } from '../api/signatureKind.ts';
import type { EvidenceCheck } from '../api/verifyEvidence.ts';
import { onCard } from './cardQuery.ts';

/** Recovery code (viem's secp256k1) loads with the first signed row, not with the screen. */
const loadVerifier = () => import('../api/verifyEvidence.ts');

/**
 * The browser's own check of a signed entry (undefined while it runs, and for entries with no
 * evidence): one query per entry content, shared by its row and its details.
 */
export function useEvidenceCheck(entry: AuditEntry): EvidenceCheck | undefined {
  const signed = entry.evidence !== null;
  const { data } = useQuery({
    queryKey: ['auditEvidence', evidenceKey(entry)],
    queryFn: async () => (await loadVerifier()).verifyEvidence(entry),
    enabled: signed,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return signed ? data : undefined;
}

/**
 * Whether an entry's signature holds, checked in this browser against what its row shows: "No
 * signature needed" for writes never signed, "Unsigned" for a decision taken without one, "Signed
 * by" its actor when it verifies, "Does not verify" otherwise.
 */
export function SignatureStatus({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const labels = useStaffLabels();
  const kind = signatureKind(entry);
  const check = useEvidenceCheck(entry);
  if (kind === 'notNeeded') {
    return (
      <Text tone="muted" nowrap>
        {t('audit.noSignatureNeeded')}
      </Text>
    );
  }
  if (kind === 'unsigned') return <StatusBadge tone="warning">{t('audit.unsigned')}</StatusBadge>;
  if (check === undefined) return <Text tone="muted">{t('audit.verifying')}</Text>;
  if (check.status === 'mismatch') return <StatusBadge tone="danger">{t('audit.doesNotVerify')}</StatusBadge>;
  const label = labelOf(labels, entry.actorAddress);
  // "Signed by" in the badge, who signed under it: a label and an address fit a narrow column.
  return (
    <Signed title={entry.actorAddress}>
      <StatusBadge tone="success">{t('audit.signedBy')}</StatusBadge>{' '}
      <Signer>
        {label ? (
          <>
            <bdi translate="no">{label}</bdi>{' '}
          </>
        ) : null}
        <bdi dir="ltr" translate="no">
          {shortenAddress(entry.actorAddress)}
        </bdi>
      </Signer>
    </Signed>
  );
}

const Signed = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  ${onCard} {
    align-items: flex-end;
  }
`;

const Signer = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.25rem;
  & > bdi[dir='ltr'] {
    font-family: ${({ theme }) => theme.font.mono};
    white-space: nowrap;
  }
`;
