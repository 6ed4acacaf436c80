import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Component() {
  const { t } = useTranslation();
  return (
    <main className="state-panel centered">
      <h1>{t('errors.pageNotFound')}</h1>
      <p>{t('errors.pageNotFoundBody')}</p>
      <Link className="button" to="/">
        {t('errors.backHome')}
      </Link>
    </main>
  );
}
