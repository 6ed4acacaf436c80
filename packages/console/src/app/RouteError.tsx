import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { errorKey } from '../lib/errorMessages.ts';

/** One per route: a failing screen keeps the menu and offers a retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="state-panel" role="alert">
      <h1>{notFound ? t('errors.pageNotFound') : t('errors.screenFailed')}</h1>
      <p>{notFound ? t('errors.pageNotFoundBody') : t(`errors.${errorKey(error)}`, { message: '' })}</p>
      <div className="row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <Link className="button button-quiet" to="/">
          {t('errors.backHome')}
        </Link>
      </div>
    </section>
  );
}
