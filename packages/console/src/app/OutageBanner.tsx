import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { outage } from '../lib/outage.ts';

/**
 * While the API answers 503, one calm notice that the service is interrupted, on every screen: the
 * screens keep what they showed, reads retry by themselves, and the session stays signed in.
 */
export function OutageBanner() {
  const { down } = useSnapshot(outage);
  const { t } = useTranslation();
  // The live region stays mounted, so a screen reader announces the notice when it appears.
  return (
    <Region role="status" aria-live="polite">
      {down ? (
        <Notice>
          <strong>{t('outage.title')}</strong> <span>{t('outage.body')}</span>
        </Notice>
      ) : null}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space[4]};
  inset-inline: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.layer.toast};
  display: flex;
  justify-content: center;
  pointer-events: none;
`;

const Notice = styled.p`
  margin: 0;
  max-inline-size: 40rem;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.fg.default};
  pointer-events: auto;
  & > strong {
    color: ${({ theme }) => theme.color.warning};
  }
`;
