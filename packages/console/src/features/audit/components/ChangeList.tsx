import { Text, VisuallyHidden } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type AuditChange, type AuditValue, auditFieldName, auditValueText } from '../api/auditChanges.ts';

/**
 * A value as the reader's language shows it: words translated, numbers grouped; addresses, ids and
 * codes stay left to right inside right-to-left text, free text keeps its own direction.
 */
function ChangeValue({ value }: { value: AuditValue }) {
  const { t } = useTranslation();
  const text = auditValueText(value, t);
  switch (value.kind) {
    case 'none':
      return <Text tone="muted">{text}</Text>;
    case 'address':
    case 'code':
      return (
        <Code dir="ltr" translate="no" title={value.value}>
          {text}
        </Code>
      );
    case 'count':
      return <bdi dir="ltr">{text}</bdi>;
    case 'text':
      return (
        <FreeText dir="auto" translate="no">
          {text}
        </FreeText>
      );
    case 'term':
      return <bdi>{text}</bdi>;
  }
}

/**
 * The arrow from before to after points the way the line reads: right in a left-to-right language,
 * left in a right-to-left one; a screen reader hears the words instead.
 */
function Arrow() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <span aria-hidden="true">{i18n.dir() === 'rtl' ? ' ← ' : ' → '}</span>
      <VisuallyHidden> {t('audit.changedTo')} </VisuallyHidden>
    </>
  );
}

/** What an entry changed, one field a line, in the reader's language. */
export function ChangeList({ changes }: { changes: AuditChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <Text tone="muted">{t('common.none')}</Text>;
  return (
    <List>
      {changes.map((c) => (
        <li key={c.field}>
          <Text tone="muted">{auditFieldName(c.field, t)}</Text>{' '}
          {c.before === null ? null : (
            <>
              <ChangeValue value={c.before} />
              <Arrow />
            </>
          )}
          <ChangeValue value={c.after} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Wide enough for "Status Pending → Approved" in two lines at most; a long note wraps at its words. */
  min-inline-size: 9rem;
  line-height: 1.25rem;
  & > li {
    overflow-wrap: break-word;
  }
`;

/**
 * A note in its own direction, as a block when it wraps: a long English note in Arabic takes the line
 * under its label, reading from its own start, instead of starting beside the label and ending on the
 * next line's other side. A short one stays on its label's line.
 */
const FreeText = styled.bdi`
  display: inline-block;
  text-align: start;
`;

/** An address or id: whole, in the monospace face, on one line that may break anywhere if it must. */
const Code = styled.bdi`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.9em;
  word-break: break-all;
`;
