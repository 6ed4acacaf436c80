import { EmptyState } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page>
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
