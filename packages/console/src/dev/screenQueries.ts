import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Screen stories run on a shared, loaded machine: wait generously for what the user would see. */
export const patient = { timeout: 10_000 } as const;
/** A failing list is retried three times with backoff before the error shows. */
export const afterRetries = { timeout: 20_000 } as const;

export type Canvas = ReturnType<typeof within>;

/** The table's record rows: header, loading, empty and error rows have at most one cell. */
export function recordRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1);
}

/**
 * Waits for the (named) table, for at least one record row in it, and for the whole page of rows: a
 * console list draws a long page in two passes (ListTable's `data-rendering`).
 */
export async function findRecordRows(canvas: Canvas, name?: string | RegExp) {
  const table = await canvas.findByRole('table', name === undefined ? {} : { name }, patient);
  await waitFor(() => {
    expect(recordRows(table).length).toBeGreaterThan(0);
    expect(table.closest('[data-rendering]'), 'the rest of the page drawn').toBeNull();
  }, patient);
  return { table, rows: recordRows(table) };
}

/** Picks an option of a labelled select (a native one: its list is the platform's, not the page's). */
export async function chooseOption(canvas: Canvas, label: string | RegExp, option: string) {
  const control = canvas.getByRole('combobox', { name: label });
  await userEvent.selectOptions(control, within(control).getByRole('option', { name: option }));
}

/** The record row with a cell that reads exactly `text` (an id, an order number). */
export function rowWithCell(table: HTMLElement, text: string): HTMLElement {
  const row = recordRows(table).find((r) => within(r).queryByRole('cell', { name: text }));
  if (!row) throw new Error(`no row with a cell "${text}"`);
  return row;
}

const page = () => within(document.body);

/** A confirmation opens as a dialog or an alert dialog, portalled out of the story root. */
export async function findDialog(name: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = page().queryByRole('alertdialog', { name }) ?? page().queryByRole('dialog', { name });
    expect(found, `dialog "${name}"`).not.toBeNull();
  }, patient);
  return found as unknown as HTMLElement;
}

/** Waits until no dialog is open any more. */
export async function dialogClosed(): Promise<void> {
  await waitFor(() => {
    expect(page().queryByRole('alertdialog')).toBeNull();
    expect(page().queryByRole('dialog')).toBeNull();
  }, patient);
}

/** Reads a toast, then closes it as a user would, so the screenshot does not race its timer. */
export async function readToast(text: string): Promise<void> {
  const message = await page().findByText(text, {}, patient);
  await expect(message).toBeVisible();
  let box: HTMLElement | null = message;
  while (box && !within(box).queryByRole('button', { name: 'Close' })) box = box.parentElement;
  if (!box) throw new Error(`the toast "${text}" has no Close button`);
  const close = within(box).getByRole('button', { name: 'Close' });
  // The dialog that led here keeps the page inert (pointer-events: none) until it has fully gone.
  await waitFor(() => expect(getComputedStyle(close).pointerEvents).not.toBe('none'), patient);
  await userEvent.click(close);
  await waitFor(() => expect(page().queryByText(text)).toBeNull(), patient);
}

/**
 * Waits until nothing on the screen is still loading (lists, cards), so what is pictured is the
 * finished screen. `loading` is the catalogue's loading text in the story's language.
 */
export async function settled(
  canvas: Canvas,
  loading = 'Loading…',
  options: { timeout: number } = patient,
): Promise<void> {
  await waitFor(() => expect(canvas.queryAllByText(loading)).toHaveLength(0), options);
}
