import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A JSON-RPC node on 127.0.0.1 for contract-wallet signatures (EIP-1271/6492): every check is
 * answered `state.valid`, and each method asked is recorded in `calls`.
 */
export async function startFakeChain() {
  const calls: string[] = [];
  const state = { valid: true };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = JSON.parse(body) as { id: number; method: string };
      calls.push(request.method);
      const result =
        request.method === 'eth_call'
          ? `0x${'00'.repeat(31)}${state.valid ? '01' : '00'}`
          : request.method === 'eth_chainId'
            ? '0x1'
            : '0x';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, calls, state, close };
}
