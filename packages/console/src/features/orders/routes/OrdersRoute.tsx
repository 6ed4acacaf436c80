import { orderStatuses } from '@nsa/api';
import { Tabs } from '@nsa/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FilterForm } from '../../../lib/components/Filters.tsx';
import { ListTable } from '../../../lib/components/ListTable.tsx';
import { orderColumns, referralColumns } from '../../../lib/components/recordColumns.tsx';

const tabs = ['orders', 'purchaseOrders', 'referralOrders'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

const orderFilters = ['q', 'status', 'chainId', 'address', 'from', 'to'] as const;
const referralFilters = ['q', 'chainId', 'address', 'from', 'to'] as const;

export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'orders';
  const orders = useMemo(() => orderColumns(t), [t]);
  const referrals = useMemo(() => referralColumns(t), [t]);

  // Each tab has its own filters, so switching keeps only the language.
  const select = (next: Tab) => {
    const params = new URLSearchParams();
    const lang = search.get('lang');
    if (lang) params.set('lang', lang);
    if (next !== 'orders') params.set('tab', next);
    setSearch(params);
  };

  return (
    <>
      <h1>{t('orders.title')}</h1>
      <Tabs<Tab>
        label={t('orders.title')}
        value={tab}
        onValueChange={select}
        items={tabs.map((name) => ({
          value: name,
          label: t(`orders.${name}`),
          content:
            name === 'referralOrders' ? (
              <ListTable
                name="referralOrders"
                label={t('orders.referralOrders')}
                columns={referrals}
                rowKey={(r) => r.id}
                exportName="referral-orders"
                filters={<FilterForm fields={[...referralFilters]} />}
              />
            ) : (
              <ListTable
                key={name}
                name={name}
                label={t(`orders.${name}`)}
                columns={orders}
                rowKey={(o) => o.id}
                exportName={name === 'orders' ? 'orders' : 'purchase-orders'}
                filters={<FilterForm fields={[...orderFilters]} statuses={orderStatuses} />}
              />
            ),
        }))}
      />
    </>
  );
}
