import { describe, expect, it } from 'vitest';
import { buildCsv } from './csv.ts';
import { exportColumns } from './exportColumns.ts';

const headers = { token: 'Token', chainName: 'Chain name' };
type Row = { id: string; amount: string; tokenSymbol?: string; chainId?: number };
const columns = [
  { header: 'Id', csv: (r: Row) => r.id },
  { header: 'Amount', csv: (r: Row) => r.amount },
  { header: 'Actions' },
];

describe('exportColumns', () => {
  it('adds the token symbol and chain name to records that carry amounts on a chain', async () => {
    const rows: Row[] = [
      { id: '1', amount: '12.5', tokenSymbol: 'USDC', chainId: 42161 },
      { id: '2', amount: '0.1', tokenSymbol: 'BNB', chainId: 56 },
    ];
    const csv = await buildCsv(exportColumns(columns, rows[0], headers), async () => ({
      list: rows,
      nextCursor: null,
    }));
    expect(csv).toBe(
      '\uFEFFId,Amount,Token,Chain name\r\n1,12.5,USDC,Arbitrum One\r\n2,0.1,BNB,BNB Smart Chain\r\n',
    );
  });
  it('adds nothing to records without them, and leaves out columns with no value', () => {
    const made = exportColumns(columns, { id: '1', amount: '3' }, headers);
    expect(made.map((c) => c.header)).toEqual(['Id', 'Amount']);
  });
});
