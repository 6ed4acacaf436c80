import { POINTS_BATCH_MAX } from '@nsa/api';
import { Button, Dialog, formatAmount, Text } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { type ChangeEvent, type DragEvent, type ReactElement, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorKey } from '../../../lib/errorMessages.ts';
import { ltr, typed } from '../../../lib/inSentence.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  POINTS_CSV_COLUMNS,
  POINTS_CSV_MAX_BYTES,
  type PointsCsvItem,
  type PointsCsvProblem,
  pointsCsvTemplate,
  readPointsCsv,
} from '../api/pointsCsv.ts';
import { useAdjustPointsBatch } from '../api/pointsQueries.ts';
import { refusedRows } from '../api/writeProblems.ts';
import { FormError } from './FormCard.tsx';
import { type BatchCheck, ImportPreview } from './ImportPreview.tsx';

type Stage =
  | { step: 'choose'; problem: string | null; reading: boolean }
  | { step: 'preview'; fileName: string; items: PointsCsvItem[]; check: BatchCheck };

const START: Stage = { step: 'choose', problem: null, reading: false };

function fileProblemText(t: TFunction, problem: PointsCsvProblem): string {
  switch (problem.kind) {
    case 'tooLarge':
      return t('operation.fileProblem.tooLarge');
    case 'empty':
      return t('operation.fileProblem.empty');
    case 'noRows':
      return t('operation.fileProblem.noRows');
    case 'missingColumn':
      return t('operation.fileProblem.missingColumn', {
        column: typed(problem.column),
        columns: typed(POINTS_CSV_COLUMNS.join(', ')),
      });
    case 'duplicateColumn':
      return t('operation.fileProblem.duplicateColumn', { column: typed(problem.column) });
    case 'tooManyRows':
      return t('operation.fileProblem.tooManyRows', {
        rows: ltr(formatAmount(problem.count)),
        max: ltr(formatAmount(POINTS_BATCH_MAX)),
      });
    case 'malformed':
      return t('operation.fileProblem.malformed', { row: ltr(String(problem.row)) });
  }
}

/**
 * Changes many balances from a CSV file (address, delta, reason): read in the browser, checked by
 * the server without writing (each row's resulting balance, or each refused row with why), then
 * applied all at once with one click. Nothing is sent before the file reads as a whole.
 */
export function ImportPointsDialog({
  trigger,
  exampleAddress,
}: {
  /** The button that opens it; focus goes back to it on close. */
  trigger: ReactElement;
  /** The address in the template's example row (the user on screen, if any). */
  exampleAddress: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const batch = useAdjustPointsBatch();
  const [stage, setStage] = useState<Stage>(START);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Only the last file chosen may set the stage: an earlier one still being read is dropped.
  const latest = useRef(0);
  const statusId = useId();
  const applying = batch.isPending && stage.step === 'preview' && stage.check.status === 'ready';

  const template = useMemo(
    () =>
      `data:text/csv;charset=utf-8,${encodeURIComponent(
        pointsCsvTemplate({ address: exampleAddress, delta: 100, reason: t('operation.templateReason') }),
      )}`,
    [exampleAddress, t],
  );

  const close = () => {
    latest.current += 1;
    setStage(START);
    setApplyError(null);
    setOpen(false);
  };

  const chooseAgain = () => {
    latest.current += 1;
    setStage(START);
    setApplyError(null);
  };

  const check = (fileName: string, items: PointsCsvItem[], turn: number) => {
    setApplyError(null);
    setStage({ step: 'preview', fileName, items, check: { status: 'checking' } });
    batch.mutate(
      { items, dryRun: true },
      {
        onSuccess: ({ results }) => {
          if (turn === latest.current)
            setStage({ step: 'preview', fileName, items, check: { status: 'ready', results } });
        },
        onError: (cause) => {
          if (turn !== latest.current) return;
          const refused = refusedRows(cause);
          setStage({
            step: 'preview',
            fileName,
            items,
            check: refused
              ? { status: 'refused', ...refused }
              : { status: 'failed', message: t(`errors.${errorKey(cause)}`, { message: cause.message }) },
          });
        },
      },
    );
  };

  const readFile = async (file: File) => {
    const turn = ++latest.current;
    setApplyError(null);
    setStage({ step: 'choose', problem: null, reading: true });
    const read =
      file.size > POINTS_CSV_MAX_BYTES
        ? ({ ok: false, problem: { kind: 'tooLarge' } } as const)
        : // A file the browser cannot read, or the parser's chunk not loading: the file is unreadable.
          await file
            .text()
            .then(readPointsCsv)
            .catch(() => null);
    if (turn !== latest.current) return;
    if (read === null)
      setStage({ step: 'choose', problem: t('operation.fileProblem.unreadable'), reading: false });
    else if (!read.ok)
      setStage({ step: 'choose', problem: fileProblemText(t, read.problem), reading: false });
    else check(file.name, read.items, turn);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again (after fixing it) is a new choice.
    event.target.value = '';
    if (file) void readFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void readFile(file);
  };

  const apply = () => {
    if (stage.step !== 'preview' || stage.check.status !== 'ready') return;
    const { items, fileName, check: preview } = stage;
    setApplyError(null);
    batch.mutate(
      { items },
      {
        onSuccess: ({ results }) => {
          // Deltas apply to the balances as they are when applied; say so if any moved since the preview.
          const moved = results.filter((r, i) => r.before !== preview.results[i]?.before).length;
          showToast({
            tone: 'success',
            title: t('operation.importApplied', { count: results.length }),
            ...(moved > 0 ? { body: t('operation.importMoved', { count: moved }) } : {}),
          });
          close();
        },
        onError: (cause) => {
          const refused = refusedRows(cause);
          if (refused)
            setStage({ step: 'preview', fileName, items, check: { status: 'refused', ...refused } });
          else setApplyError(t(`errors.${errorKey(cause)}`, { message: cause.message }));
        },
      },
    );
  };

  const ready = stage.step === 'preview' && stage.check.status === 'ready';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger={trigger}
      title={t('operation.importTitle')}
      labels={{ close: t('common.close') }}
      size="lg"
      dismissible={!applying}
      footer={
        stage.step === 'preview' ? (
          <>
            <Button variant="secondary" onClick={chooseAgain} disabled={applying}>
              {t('operation.importChooseAnother')}
            </Button>
            <Button
              onClick={apply}
              disabled={!ready}
              loading={applying}
              aria-describedby={ready ? undefined : statusId}
            >
              {ready
                ? t('operation.importApply', { count: stage.items.length })
                : t('operation.importApplyPlain')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
        )
      }
    >
      {stage.step === 'choose' ? (
        <Choose>
          <Text as="p" tone="muted">
            {t('operation.importRules', {
              columns: typed(POINTS_CSV_COLUMNS.join(', ')),
              max: ltr(formatAmount(POINTS_BATCH_MAX)),
            })}
          </Text>
          <Drop
            data-dragging={dragging || undefined}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <FilePick>
              <input type="file" accept=".csv,text/csv" onChange={onPick} />
              {t('operation.importChoose')}
            </FilePick>
            <Text tone="muted">
              {stage.reading ? t('operation.importReading') : t('operation.importDrop')}
            </Text>
          </Drop>
          {stage.problem ? <FormError role="alert">{stage.problem}</FormError> : null}
          <div>
            <a href={template} download="points-import-template.csv">
              {t('operation.importTemplate')}
            </a>
          </div>
        </Choose>
      ) : (
        <ImportPreview
          fileName={stage.fileName}
          items={stage.items}
          check={stage.check}
          statusId={statusId}
          onRetry={() => check(stage.fileName, stage.items, ++latest.current)}
          applyError={applyError}
        />
      )}
    </Dialog>
  );
}

const Choose = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  & > p {
    margin: 0;
  }
`;

const Drop = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: 9rem;
  padding: ${({ theme }) => theme.space[5]};
  border: 2px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  text-align: center;
  &[data-dragging] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

/** The file input's label drawn as a button; the input itself, out of sight, keeps the keyboard. */
const FilePick = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: 2.5rem;
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.fg.onAccent};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  & > input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    opacity: 0;
    cursor: pointer;
  }
`;
