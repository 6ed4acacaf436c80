import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import {
  descriptionStyles,
  Footer,
  overlayStyles,
  panelStyles,
  titleStyles,
} from '../Dialog/dialogStyles.ts';
import { useReturnFocus } from '../Dialog/returnFocus.ts';
import { describedBy, FieldShell, TextArea, useFieldIds } from '../TextField/Field.tsx';
import type { ConfirmDetail, ConfirmDialogProps } from './ConfirmDialog.tsx';

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;

const Content = styled(AlertDialog.Content)<{ $size?: 'sm' | 'md' | 'lg' }>`
  ${panelStyles}
`;

const Title = styled(AlertDialog.Title)`
  ${titleStyles}
`;

const Body = styled.div`
  ${descriptionStyles}
  color: ${({ theme }) => theme.color.fg.default};
  & > p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  & > dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.fg.default};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The open confirmation on Radix AlertDialog (see ConfirmDialog, which loads it). */
export function ConfirmDialogPanel({
  open,
  title,
  body,
  details,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  reason,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ids = useFieldIds();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const focus = useReturnFocus(false);

  // Each opening starts with an empty reason.
  useEffect(() => {
    if (open) {
      setText('');
      setMissing(false);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      onConfirm();
      return;
    }
    const trimmed = text.trim();
    if (trimmed === '' && !reason.optional) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(trimmed);
  };

  const reasonError =
    reason && !reason.optional && missing && text.trim() === '' ? reason.requiredMessage : undefined;

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <Overlay />
        <Content
          // Names the centred panel for the story screenshots' frozen style (.storybook/vitest.setup.ts).
          data-panel="centred"
          aria-describedby={body ? `${ids.control}-body` : undefined}
          aria-busy={busy || undefined}
          onOpenAutoFocus={(event) => {
            focus.onOpenAutoFocus();
            // With a reason to write, start there; otherwise (an optional note too) Radix focuses
            // Cancel, the safe choice.
            if (reason && !reason.optional) {
              event.preventDefault();
              reasonRef.current?.focus();
            }
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <Form onSubmit={submit} noValidate>
            <Title>{title}</Title>
            {body ? <Body id={`${ids.control}-body`}>{body}</Body> : null}
            {details && details.length > 0 ? (
              <Details>
                {details.map((detail, index) => (
                  // Details are a fixed list for one dialog; their order is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <DetailRow key={index} detail={detail} />
                ))}
              </Details>
            ) : null}
            {reason ? (
              <FieldShell
                ids={ids}
                label={reason.label}
                description={reason.description}
                error={reasonError}
                required={!reason.optional}
                labelFor={`${ids.control}-reason`}
              >
                <TextArea
                  ref={reasonRef}
                  id={`${ids.control}-reason`}
                  rows={3}
                  value={text}
                  maxLength={reason.maxLength}
                  required={!reason.optional}
                  disabled={busy}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={describedBy(ids, {
                    description: reason.description,
                    error: reasonError,
                  })}
                  $invalid={Boolean(reasonError)}
                  onChange={(event) => setText(event.target.value)}
                />
              </FieldShell>
            ) : null}
            {error ? <ErrorText role="alert">{error}</ErrorText> : null}
            <Footer>
              <AlertDialog.Cancel asChild>
                <Button variant="quiet" disabled={busy}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy}>
                {confirmLabel}
              </Button>
            </Footer>
          </Form>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function DetailRow({ detail }: { detail: ConfirmDetail }) {
  return (
    <>
      <dt>{detail.label}</dt>
      <dd>{detail.value}</dd>
    </>
  );
}
