import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { parseDateInput } from '../format/dateInput.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export type DateFieldLabels = {
  /** The format in the reader's words, shown as the placeholder (`YYYY-MM-DD`); words in another script
   * are joined by left-to-right marks (`سنة\u200e-\u200eشهر\u200e-\u200eيوم`) so they keep the digits' order. */
  format: string;
  /** Shown under the field when what was typed is not a day. */
  invalid: string;
};

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'error' | 'placeholder' | 'dir' | 'inputMode'> & {
  labels: DateFieldLabels;
};

/**
 * A day typed as the tables show it, `YYYY-MM-DD`, left to right, in the reader's digits or ASCII.
 *
 * Why not `<input type="date">`: Chromium formats it by the browser's language, not the page's, so
 * an Arabic or Sorani page showed `mm/dd/yyyy` beside tables in `YYYY-MM-DD`, and its segments read
 * in a different order in right-to-left text. A date-picker library would add a calendar popup and
 * its weight to every list screen for a field that is mostly typed or pasted. A text field reads
 * the same everywhere: its label and format (the placeholder, which screen readers announce) say
 * what to type, the keyboard needs nothing special, and a wrong day says so under the field. On
 * leaving the field, or on Enter, the value is rewritten as `YYYY-MM-DD` in ASCII digits, so the
 * form only ever submits a real day; Enter on a wrong one does not submit.
 */
export function DateField({ labels, onBlur, onKeyDown, onChange, ...rest }: DateFieldProps) {
  const [invalid, setInvalid] = useState(false);
  /** Writes the normalised day into the input; false when what is typed is not a day. */
  const settle = (input: HTMLInputElement): boolean => {
    const day = parseDateInput(input.value);
    setInvalid(day === null);
    if (day !== null) input.value = day;
    return day !== null;
  };
  return (
    <TextField
      {...rest}
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      // Chromium lays a placeholder out in the direction of its own first letter: a leading
      // left-to-right mark makes "سنة-شهر-يوم" stand year first, where the typed year will be.
      placeholder={`\u200e${labels.format}`}
      error={invalid ? labels.invalid : undefined}
      onChange={(event) => {
        if (invalid) setInvalid(false);
        onChange?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        settle(event.currentTarget);
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter' && !settle(event.currentTarget)) event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
