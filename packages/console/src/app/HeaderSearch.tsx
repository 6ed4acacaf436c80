import type { ConsoleRole } from '@nsa/api';
import { SearchField, type SearchResult } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../lib/api.ts';
import { TokenAmount } from '../lib/components/Cells.tsx';
import { findRecords, type SearchHit } from '../lib/findRecord.ts';
import { showToast } from '../lib/toast.ts';

const hitId = (hit: SearchHit) => `${hit.kind}:${hit.to}`;

/** A tx hash is too long for the list: its start and end tell it apart. */
const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-8)}`;

/** A hit as the list shows it: its kind, what matched, and a fact that tells it from its neighbours. */
function resultOf(hit: SearchHit, t: TFunction): SearchResult {
  const id = hitId(hit);
  const amount = (value: string, token: string) => <TokenAmount value={value} symbol={token} />;
  switch (hit.kind) {
    case 'user':
      return { id, kind: t('search.user'), title: hit.address, detail: t(`roles.${hit.role}`) };
    case 'withdrawal':
      return { id, kind: t('search.withdrawal'), title: hit.id, detail: amount(hit.amount, hit.tokenSymbol) };
    case 'order':
    case 'purchaseOrder':
      return {
        id,
        kind: t(`search.${hit.kind}`),
        title: hit.orderNo,
        detail: amount(hit.amount, hit.tokenSymbol),
      };
    case 'tx':
      return {
        id,
        kind: t('search.tx'),
        title: shortHash(hit.txHash),
        detail: `${t(`search.${hit.of}`)} ${hit.record}`,
      };
  }
}

/**
 * The header's search: an address (whole, a prefix or its short form), id, order number or tx hash
 * lists every record of each kind the role may read that it names; choosing one opens it.
 */
export function HeaderSearch({ role }: { role: ConsoleRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ text: string; hits: SearchHit[] } | null>(null);
  const search = async (text: string) => {
    setBusy(true);
    try {
      setFound({ text, hits: await findRecords(text, role, api) });
    } catch {
      setFound(null);
      showToast({ tone: 'error', title: t('search.failed') });
    } finally {
      setBusy(false);
    }
  };
  const results = found?.hits.map((hit) => resultOf(hit, t)) ?? null;
  return (
    <SearchField
      label={t('search.label')}
      busyLabel={t('search.busy')}
      busy={busy}
      onSearch={search}
      results={results}
      resultsLabel={t('search.results')}
      summary={
        found
          ? found.hits.length > 0
            ? t('search.count', { count: found.hits.length })
            : t('search.none', { text: found.text })
          : undefined
      }
      onChoose={(result) => {
        const hit = found?.hits.find((candidate) => hitId(candidate) === result.id);
        setFound(null);
        if (hit) navigate(hit.to);
      }}
      onDismiss={() => setFound(null)}
    />
  );
}
