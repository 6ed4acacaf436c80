import { type ReactNode, type Ref, type RefObject, useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

export type FieldIds = { control: string; label: string; description: string; error: string };

/** Ids that tie a control to its label, description and error; `id` wins over a generated one. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return {
    control: base,
    label: `${base}-label`,
    description: `${base}-description`,
    error: `${base}-error`,
  };
}

/** The `aria-describedby` value for whichever of description and error are shown. */
export function describedBy(ids: FieldIds, parts: { description?: ReactNode; error?: ReactNode }) {
  const list = [parts.description ? ids.description : null, parts.error ? ids.error : null].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

const Root = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  align-items: ${({ $inline }) => ($inline ? 'center' : 'stretch')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.default};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-inline-start: ${({ theme }) => theme.space[1]};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;

export type FieldShellProps = {
  ids: FieldIds;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Label beside the control instead of above it (toolbars). */
  inline?: boolean;
  /** The `label`'s `for`: the id of the native control it names. */
  labelFor?: string;
  children: ReactNode;
  className?: string;
};

/** Label, control, description and error laid out the same way for every field. */
export function FieldShell({
  ids,
  label,
  description,
  error,
  required,
  inline = false,
  labelFor,
  children,
  className,
}: FieldShellProps) {
  return (
    <Root $inline={inline} className={className}>
      <Label id={ids.label} htmlFor={labelFor}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      {children}
      {description ? <Description id={ids.description}>{description}</Description> : null}
      {error ? <ErrorText id={ids.error}>{error}</ErrorText> : null}
    </Root>
  );
}

/** Shared look of text inputs, textareas and select triggers. */
export const controlStyles = css<{ $invalid?: boolean }>`
  inline-size: 100%;
  min-block-size: 2.5rem;
  margin: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: start;
  ${focusRing}
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

/**
 * Runs `commit` before the enclosing form's submit handlers (React listens at the root, this
 * listens on the form), so a handler reading FormData sees the committed value.
 */
export function useCommitOnSubmit(input: RefObject<HTMLInputElement | null>, commit: () => void) {
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onSubmit = () => latest.current();
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, [input]);
}

/**
 * The state of an input checked when it is left or its form submitted: the typed text (controlled
 * or not), whether it has been checked yet, and the commit that writes the checked value back.
 */
export function useCheckedInput<R extends { value: string }>(options: {
  value: string | undefined;
  defaultValue: string;
  onValueChange: ((value: string) => void) | undefined;
  onValidate: ((result: R) => void) | undefined;
  check: (raw: string) => R;
  /** Whether the checked form may replace what was typed; not when it could not be read at all. */
  rewrite?: (result: R) => boolean;
}) {
  const { value, onValueChange, onValidate, check, rewrite } = options;
  const [inner, setInner] = useState(options.defaultValue);
  const [checked, setChecked] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const update = (next: string) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  const commit = () => {
    const input = inputRef.current;
    if (!input) return;
    const result = check(input.value);
    // Write the DOM too, so a submit handler reading FormData sees the checked value.
    if ((rewrite?.(result) ?? true) && input.value !== result.value) {
      input.value = result.value;
      update(result.value);
    }
    setChecked(true);
    onValidate?.(result);
  };
  useCommitOnSubmit(inputRef, commit);

  return { inputRef, current: value ?? inner, checked, update, commit };
}

/** Hands one node to both an internal ref and the caller's ref. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
