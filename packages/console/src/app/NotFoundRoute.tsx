import { EmptyState } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { session } from '../lib/session.ts';

export function Component() {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  // Signed in, the shell already holds the page's <main>.
  return (
    <Page as={userInfo ? 'div' : 'main'}>
      <h1>{t('errors.pageNotFound')}</h1>
      <EmptyState title={t('errors.pageNotFoundBody')} action={<Link to="/">{t('errors.backHome')}</Link>} />
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  justify-items: center;
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;
