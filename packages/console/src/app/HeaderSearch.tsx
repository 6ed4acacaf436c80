import type { ConsoleRole } from '@nsa/api';
import { SearchField } from '@nsa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../lib/api.ts';
import { findRecord } from '../lib/findRecord.ts';
import { showToast } from '../lib/toast.ts';

/** The header's search: an address, id, order number or tx hash opens what it names. */
export function HeaderSearch({ role }: { role: ConsoleRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const search = async (text: string) => {
    setBusy(true);
    try {
      const to = await findRecord(text, role, api);
      if (to) navigate(to);
      else showToast({ tone: 'info', title: t('search.none', { text }) });
    } catch {
      showToast({ tone: 'error', title: t('search.failed') });
    } finally {
      setBusy(false);
    }
  };
  return <SearchField label={t('search.label')} busyLabel={t('search.busy')} busy={busy} onSearch={search} />;
}
