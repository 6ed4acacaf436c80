import { orderStatuses } from '@nsa/api';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FilterForm } from '../../../lib/components/Filters.tsx';
import { ListTable } from '../../../lib/components/ListTable.tsx';
import { orderColumns, referralColumns } from '../../../lib/components/recordColumns.tsx';

const tabs = ['orders', 'purchaseOrders', 'referralOrders'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'orders';
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // Each tab has its own filters, so switching keeps only the language.
  const select = (next: Tab) => {
    const params = new URLSearchParams();
    const lang = search.get('lang');
    if (lang) params.set('lang', lang);
    if (next !== 'orders') params.set('tab', next);
    setSearch(params);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const rtl = document.documentElement.dir === 'rtl';
    const next = (index + (rtl ? -step : step) + tabs.length) % tabs.length;
    const target = tabs[next];
    if (!target) return;
    select(target);
    refs.current[next]?.focus();
  };

  return (
    <>
      <h1>{t('orders.title')}</h1>
      <div role="tablist" className="tabs" aria-label={t('orders.title')}>
        {tabs.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-controls="orders-panel"
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => select(name)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {t(`orders.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="orders-panel" aria-labelledby={`tab-${tab}`}>
        {tab === 'referralOrders' ? (
          <ListTable
            name="referralOrders"
            label={t('orders.referralOrders')}
            columns={referralColumns(t)}
            rowKey={(r) => r.id}
            exportName="referral-orders"
            filters={<FilterForm fields={['q', 'chainId', 'address', 'from', 'to']} />}
          />
        ) : (
          <ListTable
            key={tab}
            name={tab}
            label={t(`orders.${tab}`)}
            columns={orderColumns(t)}
            rowKey={(o) => o.id}
            exportName={tab === 'orders' ? 'orders' : 'purchase-orders'}
            filters={
              <FilterForm
                fields={['q', 'status', 'chainId', 'address', 'from', 'to']}
                statuses={orderStatuses}
              />
            }
          />
        )}
      </div>
    </>
  );
}
