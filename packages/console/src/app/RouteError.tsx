import { ErrorState } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { errorKey } from '../lib/errorMessages.ts';

/** One per route: a failing screen keeps the menu and offers a retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Panel>
      <h1>{notFound ? t('errors.pageNotFound') : t('errors.screenFailed')}</h1>
      <ErrorState
        title={notFound ? t('errors.pageNotFoundBody') : t(`errors.${errorKey(error)}`, { message: '' })}
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
