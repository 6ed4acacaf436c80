import { ErrorState } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorKey } from '../lib/errorMessages.ts';

/** One per screen: a failing screen keeps the menu and offers a retry. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <h1>{t('errors.screenFailed')}</h1>
      <ErrorState
        title={t(`errors.${errorKey(error)}`, { message: '' })}
        retryLabel={t('common.retry')}
        onRetry={() => window.location.reload()}
      />
      <Link to="/">{t('errors.backHome')}</Link>
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;
