import { type EndpointName, type ErrorEnvelope, endpoints, ok, successEnvelope } from '@nsa/api';
import { HttpResponse } from 'msw';

/** Any origin, absolute or relative: Storybook, the dev server and node tests differ. */
export const urlPattern = (name: EndpointName) => `*${endpoints[name].path}`;

export function errorResponse(error: ErrorEnvelope, headers?: Record<string, string>) {
  return HttpResponse.json(error, { status: Number(error.code), ...(headers ? { headers } : {}) });
}

/** Validates the body against the endpoint's schema first, so a drifting mock fails loudly. */
export function successResponse(name: EndpointName, data: unknown) {
  const body = ok(data);
  const checked = successEnvelope(endpoints[name].data).safeParse(body);
  if (!checked.success) {
    throw new Error(`mock ${name} answered outside its schema: ${checked.error.message}`);
  }
  return HttpResponse.json(body);
}
