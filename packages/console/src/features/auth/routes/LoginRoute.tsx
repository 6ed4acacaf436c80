import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../../../app/chunkFailure.ts';
import { LanguageSelect } from '../../../app/LanguageSelect.tsx';
import { ThemeSelect } from '../../../app/ThemeSelect.tsx';

const WalletList = lazy(
  lazyChunk(() => import('../components/WalletList.tsx').then((m) => ({ default: m.WalletList }))),
);

export function Component() {
  const { t } = useTranslation();
  return (
    <main className="login">
      <div className="row spread">
        <span className="brand">{t('app.title')}</span>
        <span className="row">
          <LanguageSelect />
          <ThemeSelect />
        </span>
      </div>
      <div className="card">
        <h1>{t('login.title')}</h1>
        <p className="muted">{t('login.subtitle')}</p>
        <h2 id="wallets-heading">{t('login.wallets')}</h2>
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <WalletList />
        </Suspense>
      </div>
    </main>
  );
}
