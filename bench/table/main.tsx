// The ui DataTable alone, sorting its rows in the browser: `?rows=N` rows of the story fixture.
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Bundled by vite from the ui package's sources; typed here by what this page uses (the ui
// package is its own TypeScript project).
type Row = { id: string };
const modules = import.meta.glob(
  ['../../packages/ui/src/DataTable/{DataTable,storyData}.tsx', '../../packages/ui/src/theme/UiProvider.tsx'],
  { eager: true },
);
const pick = <T,>(suffix: string) =>
  Object.entries(modules).find(([path]) => path.endsWith(suffix))?.[1] as T;
const { DataTable } = pick<{ DataTable: ComponentType<Record<string, unknown>> }>('/DataTable.tsx');
const { englishHeaders, makeOrders, orderColumns } = pick<{
  englishHeaders: Record<string, string> & { amount: string };
  makeOrders: (count: number) => Row[];
  orderColumns: (headers: Record<string, string>) => unknown[];
}>('/storyData.tsx');
const { UiProvider } = pick<{
  UiProvider: ComponentType<{ theme: 'light'; locale: string; children: ReactNode }>;
}>('/UiProvider.tsx');

const rows = Number(new URLSearchParams(window.location.search).get('rows') ?? 100);
const data = makeOrders(rows);
const columns = orderColumns(englishHeaders);

declare global {
  interface Window {
    /** Clicks the Amount header and resolves after the re-sorted rows are painted: the elapsed ms. */
    sortOnce: () => Promise<number>;
  }
}

window.sortOnce = () =>
  new Promise((resolve) => {
    const button = [...document.querySelectorAll('th button')].find((b) =>
      b.textContent?.includes(englishHeaders.amount),
    ) as HTMLButtonElement | undefined;
    if (!button) throw new Error('no Amount sort button');
    const started = performance.now();
    button.click();
    // After the next frame has been produced (React commits synchronously for a click).
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
  });

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider theme="light" locale="en">
    <DataTable
      columns={columns}
      data={data}
      getRowId={(row: Row) => row.id}
      caption={`${rows} orders`}
      sortMode="client"
      maxHeight="32rem"
    />
  </UiProvider>,
);
