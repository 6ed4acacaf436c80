import { normalizeAddress } from '@nsa/api';
import { AddressField, Button, ErrorState, StatCard } from '@nsa/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Count } from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { addEnglish } from '../../../lib/i18n.ts';
import { enOperation } from '../../../lib/locales/enOperation.ts';
import { usePoints } from '../api/pointsQueries.ts';
import { AdjustPointsForm } from '../components/AdjustPointsForm.tsx';
import { ImportPointsDialog } from '../components/ImportPointsDialog.tsx';
import { HISTORY_PREFIX, PointsHistory } from '../components/PointsHistory.tsx';
import { SetPointsForm } from '../components/SetPointsForm.tsx';

// This screen's own English, which the entry does not carry.
addEnglish({ operation: enOperation });

/** The template's example row when no user is on screen: a well-formed address that is nobody's. */
const EXAMPLE_ADDRESS = '0x0000000000000000000000000000000000000000';

export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const address = normalizeAddress(search.get('address') ?? '');
  const [invalid, setInvalid] = useState(false);
  // Editing the address hides what the server said about the one looked up.
  const [edited, setEdited] = useState(false);
  const points = usePoints(address);
  // No user at that address is about the field, so it is said there.
  const unknownUser = Boolean(points.error) && errorKey(points.error) === 'notFound';

  const onLookup = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('address') ?? '');
    const normal = normalizeAddress(typed);
    setInvalid(!normal);
    setEdited(false);
    // A lookup replaces the last one: an invalid one leaves no user on screen to be set by mistake.
    const next = new URLSearchParams(search);
    // The history's page and page size were the last user's.
    for (const key of [...next.keys()]) if (key.startsWith(HISTORY_PREFIX)) next.delete(key);
    if (normal) next.set('address', normal);
    else next.delete('address');
    setSearch(next);
  };

  return (
    <Page>
      <Head>
        <h1>{t('operation.title')}</h1>
        {/* A batch is about many users, so it does not wait for a look-up. */}
        <ImportPointsDialog
          exampleAddress={points.data?.address ?? EXAMPLE_ADDRESS}
          trigger={<Button variant="secondary">{t('operation.importCsv')}</Button>}
        />
      </Head>
      <Lookup onSubmit={onLookup} noValidate>
        <AddressField
          name="address"
          label={t('columns.address')}
          placeholder="0x…"
          defaultValue={search.get('address') ?? ''}
          invalidMessage={t('users.validAddress')}
          error={
            invalid ? t('users.validAddress') : unknownUser && !edited ? t('common.unknownUser') : undefined
          }
          onValueChange={() => {
            setInvalid(false);
            setEdited(true);
          }}
        />
        <Button type="submit">{t('operation.lookup')}</Button>
      </Lookup>
      {address ? (
        <Result>
          {points.isPending ? (
            <StatCard
              label={t('operation.current')}
              value={null}
              loading
              loadingLabel={t('common.loading')}
            />
          ) : unknownUser ? null : points.error ? (
            <ErrorState title={t(`errors.${errorKey(points.error)}`, { message: points.error.message })} />
          ) : (
            <>
              <Balance aria-live="polite">
                <StatCard
                  label={t('operation.current')}
                  value={<Count value={points.data.points} />}
                  hint={
                    <WholeAddress dir="ltr" translate="no">
                      {points.data.address}
                    </WholeAddress>
                  }
                />
              </Balance>
              {/* Keyed by user: what was typed for one is never offered for the next. */}
              <Forms key={points.data.address}>
                <AdjustPointsForm
                  address={points.data.address}
                  current={points.data.points}
                  reading={points.isFetching}
                />
                <SetPointsForm
                  address={points.data.address}
                  current={points.data.points}
                  reading={points.isFetching}
                />
              </Forms>
              <PointsHistory address={points.data.address} />
            </>
          )}
        </Result>
      ) : null}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 72rem;
  min-inline-size: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  & > h1 {
    margin: 0;
  }
`;

// Field and its button side by side, the button level with the input (the error may grow below).
const Lookup = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 44rem;
  & > :first-child {
    flex: 1 1 20rem;
  }
  & > button {
    margin-block-start: 1.6rem;
  }
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-inline-size: 0;
`;

/** The whole address under the balance: broken anywhere on the narrowest phones rather than overflow. */
const WholeAddress = styled.bdi`
  overflow-wrap: anywhere;
`;

const Balance = styled.div`
  max-inline-size: 44rem;
`;

/** Adjust and set side by side where there is room, one above the other on a phone. */
const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;
