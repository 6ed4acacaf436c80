import { createTable, getCoreRowModel } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { flatSortedRowModel } from './sortedRowModel.ts';

type Order = { id: string; amount: string; name: string };

const data: Order[] = [
  { id: 'a', amount: '10', name: 'b' },
  { id: 'b', amount: '9.5', name: 'A' },
  { id: 'c', amount: 'n/a', name: 'item 10' },
  { id: 'd', amount: '10.00', name: 'item 9' },
  { id: 'e', amount: '-1', name: 'a' },
];

function sortedIds(sorting: { id: string; desc: boolean }[]): string[] {
  const table = createTable<Order>({
    data,
    columns: [{ accessorKey: 'amount', meta: { numeric: true } }, { accessorKey: 'name' }],
    getRowId: (row) => row.id,
    state: { sorting, columnPinning: {}, columnVisibility: {}, rowSelection: {} },
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: flatSortedRowModel('en'),
  });
  return table.getRowModel().rows.map((row) => row.id);
}

describe('flatSortedRowModel', () => {
  it('keeps the data order when nothing is sorted', () => {
    expect(sortedIds([])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sorts numeric columns as exact decimals, equal values in data order, non-numbers last', () => {
    expect(sortedIds([{ id: 'amount', desc: false }])).toEqual(['e', 'b', 'a', 'd', 'c']);
    expect(sortedIds([{ id: 'amount', desc: true }])).toEqual(['c', 'a', 'd', 'b', 'e']);
  });

  it('sorts text by collation: case-insensitive, numbers inside text by value', () => {
    expect(sortedIds([{ id: 'name', desc: false }])).toEqual(['b', 'e', 'a', 'd', 'c']);
  });

  it('ignores a sort on a column that does not exist', () => {
    expect(sortedIds([{ id: 'nope', desc: false }])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
