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

/**
 * Query string → object; a repeated parameter is bad input, not a silent pick. The object has no
 * prototype, so `__proto__`, `constructor` or `toString` are own keys that a strict schema refuses.
 */
export function queryToObject(params: URLSearchParams): Parsed<Record<string, string>> {
  const out: Record<string, string> = Object.create(null);
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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      error: fail('400', 'body: malformed JSON', [{ path: '', message: 'malformed JSON' }]),
    };
  }
  const lost = fractionsLost(text);
  if (lost.length > 0) {
    const details = lost.map(({ path, literal }) => ({
      path,
      message: `${path || 'body'}: ${literal.slice(0, 40)} is not an integer (a double would round its fraction away)`,
    }));
    return { ok: false, error: fail('400', details.map((d) => d.message).join('; '), details) };
  }
  return { ok: true, value };
}

/** Whether a JSON number literal is mathematically an integer, decided on its digits, not a double. */
export function isIntegerLiteral(literal: string): boolean {
  const match = /^-?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (!match) return false;
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const digits = `${whole}${fraction}`.replace(/^0+/, '');
  if (digits === '') return true;
  const trailingZeros = digits.length - digits.replace(/0+$/, '').length;
  // value = digits × 10^(exponent − fraction digits); trailing zeros of `digits` raise the power.
  return Number(exponent) - fraction.length + trailingZeros >= 0;
}

/**
 * Number tokens of a valid JSON text whose exact value has a fraction that JSON.parse rounded
 * away (`12.000000000000000001`, `1e-400`). Node 20's JSON.parse gives revivers no source text, so
 * this walks the text itself. No body field takes a fractional number (amounts are decimal
 * strings), so such a number is always refused rather than silently stored as an integer.
 */
export function fractionsLost(text: string): { path: string; literal: string }[] {
  const found: { path: string; literal: string }[] = [];
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const string = (): string => {
    const start = at;
    at++;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: string): void => {
    space();
    const ch = text[at];
    if (ch === '{') {
      at++;
      space();
      while (text[at] !== '}') {
        space();
        const key = string();
        space();
        at++; // the colon
        value(path ? `${path}.${key}` : key);
        space();
        if (text[at] === ',') at++;
        space();
      }
      at++;
    } else if (ch === '[') {
      at++;
      space();
      for (let index = 0; text[at] !== ']'; index++) {
        value(path ? `${path}.${index}` : String(index));
        space();
        if (text[at] === ',') at++;
        space();
      }
      at++;
    } else if (ch === '"') {
      string();
    } else {
      const literal = /^[^,\]}\s]+/.exec(text.slice(at))?.[0] ?? '';
      at += literal.length;
      if (/^-?\d/.test(literal) && Number.isInteger(Number(literal)) && !isIntegerLiteral(literal)) {
        found.push({ path, literal });
      }
    }
  };
  value('');
  return found;
}
