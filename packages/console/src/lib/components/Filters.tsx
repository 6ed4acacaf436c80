import { chainIdsForEnv } from '@nsa/api';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { chainName } from '../chains.ts';
import { patchSearch } from '../listParams.ts';

type FilterName = 'q' | 'address' | 'status' | 'chainId' | 'from' | 'to' | 'role';

/** A filter form bound to the URL: Apply writes it, Reset clears it. */
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
  const id = useId();
  const value = (name: FilterName) => search.get(prefix + name) ?? '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const patch = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '').trim()]));
    setSearch(patchSearch(search, patch, prefix));
  };
  const onReset = () =>
    setSearch(patchSearch(search, Object.fromEntries(fields.map((f) => [f, null])), prefix));
  const field = (name: FilterName, label: string, control: React.ReactNode) => (
    <div className="field" key={name}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
    </div>
  );
  // `key` on the form re-reads defaults when the URL changes (back/forward, reset).
  return (
    <form className="filters" key={search.toString()} onSubmit={onSubmit} aria-label={t('list.filters')}>
      {fields.map((name) => {
        const common = { id: `${id}-${name}`, name, defaultValue: value(name) };
        switch (name) {
          case 'q':
            return field(
              name,
              t('list.search'),
              <input {...common} type="search" placeholder={t('list.searchPlaceholder')} dir="ltr" />,
            );
          case 'address':
            return field(
              name,
              t('columns.address'),
              <input {...common} placeholder="0x…" dir="ltr" spellCheck={false} />,
            );
          case 'from':
            return field(name, t('list.from'), <input {...common} type="date" />);
          case 'to':
            return field(name, t('list.to'), <input {...common} type="date" />);
          case 'status':
            return field(
              name,
              t('columns.status'),
              <select {...common}>
                <option value="">{t('list.all')}</option>
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s as 'pending'}`)}
                  </option>
                ))}
              </select>,
            );
          case 'role':
            return field(
              name,
              t('columns.role'),
              <select {...common}>
                <option value="">{t('list.all')}</option>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r as 'user'}`)}
                  </option>
                ))}
              </select>,
            );
          case 'chainId':
            return field(
              name,
              t('columns.chain'),
              <select {...common}>
                <option value="">{t('list.all')}</option>
                {chainIdsForEnv(import.meta.env.VITE_APP_ENV).map((c) => (
                  <option key={c} value={c}>
                    {chainName(c)}
                  </option>
                ))}
              </select>,
            );
          default:
            return null;
        }
      })}
      <div className="row">
        <button type="submit" className="button">
          {t('list.apply')}
        </button>
        <button type="button" className="button button-quiet" onClick={onReset}>
          {t('list.reset')}
        </button>
      </div>
    </form>
  );
}
