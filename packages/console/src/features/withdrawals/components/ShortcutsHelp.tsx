import { Button, Dialog } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { deskShortcuts } from './useDeskShortcuts.ts';

/** `?`: the desk's keys and what each does. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('shortcuts.title')}
      description={t('shortcuts.description')}
      labels={{ close: t('common.close') }}
      size="sm"
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Keys>
        {deskShortcuts.map((s) => (
          <div key={s.key}>
            <dt>
              <kbd dir="ltr">{s.key}</kbd>
            </dt>
            <dd>{t(`shortcuts.${s.action}`)}</dd>
          </div>
        ))}
      </Keys>
    </Dialog>
  );
}

const Keys = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  & > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
  & dd {
    margin: 0;
  }
  & kbd {
    display: inline-block;
    min-inline-size: 2rem;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-family: ${({ theme }) => theme.font.mono};
    text-align: center;
  }
`;
