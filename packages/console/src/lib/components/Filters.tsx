import { auditActions } from '@nsa/api';
import { DateField, FilterBar, FilterGroup, Select, TextField } from '@nsa/ui';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { buildChainIds, chainName } from '../chains.ts';
import { addressFilterValue, patchSearch } from '../listParams.ts';

type FilterName =
  | 'q'
  | 'address'
  | 'status'
  | 'chainId'
  | 'from'
  | 'to'
  | 'role'
  | 'awaiting'
  | 'action'
  | 'actorAddress'
  | 'target';

/** Catalogue keys of the audit actions (i18next reads dots as nesting). */
export const auditActionKeys = {
  'user.create': 'audit.userCreate',
  'user.update': 'audit.userUpdate',
  'session.revoke': 'audit.sessionRevoke',
  'withdraw.approve': 'audit.withdrawApprove',
  'withdraw.reject': 'audit.withdrawReject',
  'points.set': 'audit.pointsSet',
  'points.adjust': 'audit.pointsAdjust',
} as const satisfies Record<(typeof auditActions)[number], string>;

/** Fields that take an address (the target may be one): matched in any case the reader types. */
const addressFields = new Set<FilterName>(['address', 'actorAddress', 'target']);

// A choice list cannot hold an empty value: "All" travels as this and clears the filter.
const all = 'all';

// Free text gets the most room; choices and dates stay compact instead of stretching across a row.
const sizes: Record<FilterName, CSSProperties> = {
  q: { flex: '2 1 16rem' },
  address: { flex: '2 1 14rem' },
  status: { flex: '1 1 9rem', maxInlineSize: '16rem' },
  role: { flex: '1 1 9rem', maxInlineSize: '16rem' },
  chainId: { flex: '1 1 9rem', maxInlineSize: '16rem' },
  from: { flex: '1 1 9.5rem', maxInlineSize: '12rem' },
  to: { flex: '1 1 9.5rem', maxInlineSize: '12rem' },
  awaiting: { flex: '1 1 16rem', maxInlineSize: '20rem' },
  action: { flex: '1 1 11rem', maxInlineSize: '16rem' },
  actorAddress: { flex: '2 1 14rem' },
  target: { flex: '1 1 12rem' },
};

/** The range's two dates side by side, each no wider than on its own. */
const rangeSize: CSSProperties = { maxInlineSize: '24.75rem' };

/** The list's filters bound to the URL: Apply (or Enter) writes them, Reset clears them. */
export function FilterForm({
  prefix = '',
  fields,
  statuses = [],
  roles = [],
}: {
  prefix?: string;
  fields: FilterName[];
  statuses?: readonly string[];
  roles?: readonly string[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const value = (name: FilterName) => search.get(prefix + name) ?? '';
  const apply = (values: Record<string, string>) => {
    const patch = Object.fromEntries(
      fields.map((f) => {
        const v = values[f] ?? '';
        if (v === all) return [f, null];
        return [f, addressFields.has(f) ? addressFilterValue(v) : v];
      }),
    );
    setSearch(patchSearch(search, patch, prefix));
  };
  const reset = () =>
    setSearch(patchSearch(search, Object.fromEntries(fields.map((f) => [f, null])), prefix));
  const anySet = fields.some((f) => value(f) !== '');
  const choice = (name: FilterName, label: string, options: { value: string; label: string }[]) => (
    <Select
      name={name}
      label={label}
      defaultValue={value(name) || all}
      options={[{ value: all, label: t('list.all') }, ...options]}
    />
  );
  const control = (name: FilterName): ReactNode => {
    switch (name) {
      case 'q':
        return (
          <TextField
            name={name}
            type="search"
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            defaultValue={value(name)}
            dir="ltr"
            spellCheck={false}
          />
        );
      case 'address':
        return (
          <TextField
            name={name}
            label={t('columns.address')}
            placeholder="0x…"
            defaultValue={value(name)}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
          />
        );
      case 'actorAddress':
        return (
          <TextField
            name={name}
            label={t('audit.actor')}
            placeholder="0x…"
            defaultValue={value(name)}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
          />
        );
      case 'target':
        return (
          <TextField
            name={name}
            label={t('audit.target')}
            placeholder={t('audit.targetPlaceholder')}
            defaultValue={value(name)}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
          />
        );
      case 'awaiting':
        return choice(name, t('withdraw.awaiting'), [
          { value: 'second', label: t('withdraw.awaitingSecond') },
        ]);
      case 'action':
        return choice(
          name,
          t('audit.action'),
          auditActions.map((a) => ({ value: a, label: t(auditActionKeys[a]) })),
        );
      case 'from':
      case 'to':
        return (
          <DateField
            name={name}
            label={t(`list.${name}`)}
            labels={{ format: t('list.dateFormat'), invalid: t('list.invalidDate') }}
            defaultValue={value(name)}
          />
        );
      case 'status':
        return choice(
          name,
          t('columns.status'),
          statuses.map((s) => ({ value: s, label: t(`status.${s as 'pending'}`) })),
        );
      case 'role':
        return choice(
          name,
          t('columns.role'),
          roles.map((r) => ({ value: r, label: t(`roles.${r as 'user'}`) })),
        );
      case 'chainId':
        return choice(
          name,
          t('columns.chain'),
          buildChainIds.map((c) => ({
            value: String(c),
            label: chainName(c),
          })),
        );
    }
  };

  const field = (name: FilterName) => (
    <div key={name} style={sizes[name]}>
      {control(name)}
    </div>
  );
  const hasRange = fields.includes('from') && fields.includes('to');

  // The key re-reads the fields from the URL when the filters change (back/forward, reset), not on paging.
  const applied = fields.map(value).join('\u0000');
  return (
    <FilterBar
      key={applied}
      labels={{ form: t('list.filters'), apply: t('list.apply'), reset: t('list.clearFilters') }}
      onApply={apply}
      // Offered only while a filter is set: with none, there is nothing to clear.
      onReset={anySet ? reset : undefined}
    >
      {fields.map((name) => {
        // From and To wrap as one range, also right to left: never split around another field.
        if (name === 'from' && hasRange) {
          return (
            <FilterGroup key="range" style={rangeSize}>
              {field('from')}
              {field('to')}
            </FilterGroup>
          );
        }
        return name === 'to' && hasRange ? null : field(name);
      })}
    </FilterBar>
  );
}
