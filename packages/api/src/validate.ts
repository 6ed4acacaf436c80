import type { z } from 'zod';
import { type ErrorEnvelope, fail, type Issue } from './envelope.ts';
import { VALID_ADDRESS_MESSAGE } from './primitives.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ErrorEnvelope };

function issueMessage(issue: z.core.$ZodIssue): Issue {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const where = path ? `${path}.` : '';
    return { path, message: `Unknown parameter: ${issue.keys.map((k) => where + k).join(', ')}` };
  }
  if (issue.message === VALID_ADDRESS_MESSAGE) {
    // The contract's exact text for the primary address field; other fields are named.
    return {
      path,
      message: path === 'address' ? VALID_ADDRESS_MESSAGE : `${path}: ${VALID_ADDRESS_MESSAGE}`,
    };
  }
  return { path, message: `${path || 'body'}: ${issue.message}` };
}

/** A 400 envelope whose message names every offending field. */
export function badInput(issues: readonly z.core.$ZodIssue[]): ErrorEnvelope {
  const details = issues.map(issueMessage);
  return fail('400', details.map((d) => d.message).join('; ') || 'Invalid input', details);
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: badInput(result.error.issues) };
}

/** Query string → plain object; a repeated parameter is bad input, not a silent pick. */
export function queryToObject(params: URLSearchParams): Parsed<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(out, key)) {
      return {
        ok: false,
        error: fail('400', `${key}: parameter given more than once`, [{ path: key, message: 'repeated' }]),
      };
    }
    out[key] = value;
  }
  return { ok: true, value: out };
}

/** Parses a JSON request body text; malformed JSON is a 400, an empty body is `{}`. */
export function parseJsonBody(text: string): Parsed<unknown> {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      error: fail('400', 'body: malformed JSON', [{ path: '', message: 'malformed JSON' }]),
    };
  }
}
