import type { z } from 'zod/mini';
import { type EndpointData, type EndpointName, type Endpoints, endpoints } from './endpoints.ts';
import { errorEnvelope, successEnvelope } from './envelope.ts';

/** A refused or failed call: `code` is the envelope's code, or `NETWORK` / `BAD_RESPONSE`. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: { path: string; message: string }[] | undefined;
  readonly retryAfter: number | undefined;
  constructor(
    code: string,
    message: string,
    status: number,
    details?: { path: string; message: string }[],
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.retryAfter = retryAfter;
  }
}

type Schema<K extends EndpointName> = Endpoints[K]['input'];
/** Coerced query fields (page, chainId …) are typed by what they become. */
type QueryInput<S extends z.ZodMiniType> = {
  [P in keyof z.input<S>]: unknown extends z.input<S>[P]
    ? P extends keyof z.output<S>
      ? z.output<S>[P]
      : never
    : z.input<S>[P];
};
export type ClientInput<K extends EndpointName> = Endpoints[K]['method'] extends 'GET'
  ? QueryInput<Schema<K>>
  : z.input<Schema<K>>;

export type ApiClient = {
  [K in EndpointName]: (input: ClientInput<K>, init?: { signal?: AbortSignal }) => Promise<EndpointData<K>>;
};

export type ApiClientOptions = {
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** Called on a 401/403 answer to an authenticated call: the session is over. */
  onSessionEnd?: (error: ApiError) => void;
  fetch?: typeof fetch;
};

export function toSearchParams(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const call = async (name: EndpointName, input: Record<string, unknown>, signal?: AbortSignal) => {
    const endpoint = endpoints[name];
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = endpoint.access ? options.getToken() : null;
    if (token) headers.token = token;
    let url = base + endpoint.path;
    let body: string | undefined;
    if (endpoint.method === 'GET') {
      const query = toSearchParams(input).toString();
      if (query) url += `?${query}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { method: endpoint.method, headers, body, signal });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError('NETWORK', 'The server could not be reached', 0);
    }
    const json: unknown = await response.json().catch(() => null);
    const success = successEnvelope(endpoint.data).safeParse(json);
    if (success.success) return success.data.data;
    const failure = errorEnvelope.safeParse(json);
    const error = failure.success
      ? new ApiError(
          failure.data.code,
          failure.data.message,
          response.status,
          failure.data.details,
          Number(response.headers.get('retry-after')) || undefined,
        )
      : new ApiError(
          'BAD_RESPONSE',
          `Unexpected response from ${endpoint.path} (HTTP ${response.status})`,
          response.status,
        );
    if (endpoint.access && (error.code === '401' || error.code === '403')) options.onSessionEnd?.(error);
    throw error;
  };
  const client = {} as Record<EndpointName, unknown>;
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    client[name] = (input: Record<string, unknown>, init?: { signal?: AbortSignal }) =>
      call(name, input ?? {}, init?.signal);
  }
  return client as ApiClient;
}
