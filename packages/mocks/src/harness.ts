import { type DecisionKind, type DecisionSubject, type EndpointName, endpoints } from '@nsa/api';
import { type DemoName, demoAccount, call as http, signDecision as sign } from '@nsa/api/testing';

export { type DemoName, demoAccount } from '@nsa/api/testing';

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
  const { method, path } = endpoints[name];
  const reply =
    method === 'GET'
      ? await http(ORIGIN, method, path, {
          token,
          query: Object.fromEntries(Object.entries(input as object).map(([k, v]) => [k, String(v)])),
        })
      : await http(
          ORIGIN,
          method,
          path,
          typeof input === 'string' ? { token, rawBody: input } : { token, body: input },
        );
  return { status: reply.status, body: reply.body };
}

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
export function signDecision(
  signer: DemoName,
  withdrawal: DecisionSubject,
  decision: DecisionKind,
  options: { reason?: string; issuedAt?: string; origin?: string } = {},
) {
  return sign(options.origin ?? ORIGIN, signer, withdrawal, decision, options);
}
