import type { AuditEntry } from '@nsa/api';
import { StatusBadge, shortenAddress, Text } from '@nsa/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Recovery code (viem's secp256k1) loads with the first signed row, not with the screen. */
const loadVerifier = () => import('../api/verifyEvidence.ts');

/** Whether an entry's decision signature verifies, checked in this browser for the rows shown. */
export function SignatureStatus({ entry }: { entry: AuditEntry }) {
  // A status reads as one unit: never broken across lines.
  return (
    <Text nowrap>
      <SignatureBadge entry={entry} />
    </Text>
  );
}

function SignatureBadge({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const signed = entry.evidence !== null;
  const { data } = useQuery({
    queryKey: ['auditEvidence', entry.id, entry.evidence?.signature ?? null],
    queryFn: async () => (await loadVerifier()).verifyEvidence(entry),
    enabled: signed,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!signed) return <StatusBadge tone="neutral">{t('audit.unsigned')}</StatusBadge>;
  if (data === undefined) return <Text tone="muted">{t('audit.verifying')}</Text>;
  if (data === 'mismatch') return <StatusBadge tone="danger">{t('audit.doesNotVerify')}</StatusBadge>;
  return (
    <span title={entry.actorAddress}>
      <StatusBadge tone="success">
        {t('audit.signedBy')}{' '}
        <bdi dir="ltr" translate="no">
          {shortenAddress(entry.actorAddress)}
        </bdi>
      </StatusBadge>
    </span>
  );
}
