import {
  buildDecisionTypedData,
  DEMO_ACCOUNT_INDEX,
  DEMO_MNEMONIC,
  type DecisionKind,
  type DecisionSubject,
  decisionTypedDataForViem,
  type EndpointName,
  endpoints,
} from '@nsa/api';
import { mnemonicToAccount } from 'viem/accounts';

/** The origin node tests talk to; msw answers it, nothing listens there. */
export const ORIGIN = 'http://mock.test';

export type Call = {
  status: number;
  body: { code: string; success: boolean; message: string; data: unknown };
};

/** Calls an endpoint by name: query string for GET, JSON body (or raw text) for POST. */
export async function call(
  name: EndpointName,
  input: Record<string, unknown> | string = {},
  token?: string,
): Promise<Call> {
  const endpoint = endpoints[name];
  const headers: Record<string, string> = token ? { token } : {};
  let url = `${ORIGIN}${endpoint.path}`;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    ).toString();
    if (query) url += `?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    body = typeof input === 'string' ? input : JSON.stringify(input);
  }
  const response = await fetch(url, {
    method: endpoint.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, body: await response.json() };
}

export type DemoName = keyof typeof DEMO_ACCOUNT_INDEX;
export const demoAccount = (name: DemoName) =>
  mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX[name] });

/** Signs in like the console: nonce, real personal_sign, login. Returns the raw login call. */
export async function signIn(name: DemoName, signer: DemoName = name) {
  const account = demoAccount(name);
  const nonce = await call('authNonce', { address: account.address });
  const { message } = nonce.body.data as { message: string };
  const signature = await demoAccount(signer).signMessage({ message });
  const login = await call('authLogin', { address: account.address, message, signature });
  return { login, message, signature, token: (login.body.data as { token?: string } | null)?.token };
}

/** A decision body's `issuedAt` and EIP-712 `signature`, signed as the console's wallet would. */
export async function signDecision(
  signer: DemoName,
  withdrawal: DecisionSubject,
  decision: DecisionKind,
  options: { reason?: string; issuedAt?: string; origin?: string } = {},
) {
  const issuedAt = options.issuedAt ?? new Date().toISOString();
  const typedData = buildDecisionTypedData({
    origin: options.origin ?? ORIGIN,
    withdrawal,
    decision,
    reason: options.reason,
    issuedAt,
  });
  const signature = await demoAccount(signer).signTypedData(decisionTypedDataForViem(typedData));
  return { issuedAt, signature };
}
