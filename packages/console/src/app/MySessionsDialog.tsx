import { Dialog } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import { SessionsPanel } from '../lib/components/SessionsPanel.tsx';

/**
 * The signed-in user's own sessions, for every role (the operator's too, who has no page to put
 * them on): this device marked, each other one to end, or all of them but this one.
 */
export function MySessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('sessions.mine')}
      description={t('sessions.mineHelp')}
      labels={{ close: t('common.close') }}
      size="lg"
    >
      {open ? <SessionsPanel address={null} caption={t('sessions.mine')} /> : null}
    </Dialog>
  );
}
