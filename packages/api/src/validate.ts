import type { z } from 'zod/mini';
import { type ErrorEnvelope, fail, type Issue } from './envelope.ts';
import { VALID_ADDRESS_MESSAGE } from './primitives.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ErrorEnvelope };

/** `row 3 delta` for `items.2.delta` when `items` holds a batch's rows (counted from 1 for people). */
function rowName(issue: z.core.$ZodIssue, rows: string | undefined): string | null {
  const [list, index, ...field] = issue.path;
  if (rows === undefined || list !== rows || typeof index !== 'number') return null;
  return `row ${index + 1}${field.length > 0 ? ` ${field.map(String).join('.')}` : ''}`;
}

function issueMessage(issue: z.core.$ZodIssue, rows?: string): Issue {
  const path = issue.path.map(String).join('.');
  const row = rowName(issue, rows);
  if (row !== null) return { path, message: `${row}: ${issue.message}` };
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
export function badInput(issues: readonly z.core.$ZodIssue[], rows?: string): ErrorEnvelope {
  const details = issues.map((issue) => issueMessage(issue, rows));
  return fail('400', details.map((d) => d.message).join('; ') || 'Invalid input', details);
}

/** `rows`: the body's array whose items are named by row number (a batch). */
export function parseInput<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  rows?: string,
): Parsed<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: badInput(result.error.issues, rows) };
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
  // Where the walk is: one frame per open object (its current key) or array (its current index).
  // A loop, not recursion: 64 KiB of `[` nests deeper than the call stack goes.
  const frames: { key: string; index: number; array: boolean }[] = [];
  let expectKey = false;
  const pathHere = () => frames.map((f) => (f.array ? String(f.index) : f.key)).join('.');
  for (let at = 0; at < text.length; ) {
    const ch = text[at] as string;
    if (ch === '{' || ch === '[') {
      frames.push({ key: '', index: 0, array: ch === '[' });
      expectKey = ch === '{';
      at++;
    } else if (ch === '}' || ch === ']') {
      frames.pop();
      at++;
    } else if (ch === ',') {
      const top = frames.at(-1);
      if (top?.array) top.index++;
      else expectKey = true;
      at++;
    } else if (ch === ':') {
      expectKey = false;
      at++;
    } else if (ch === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const top = frames.at(-1);
      if (expectKey && top) top.key = JSON.parse(text.slice(at, end + 1)) as string;
      at = end + 1;
    } else if (ch === '-' || (ch >= '0' && ch <= '9')) {
      let end = at + 1;
      while (end < text.length && /[\d.eE+-]/.test(text[end] as string)) end++;
      const literal = text.slice(at, end);
      if (Number.isInteger(Number(literal)) && !isIntegerLiteral(literal))
        found.push({ path: pathHere(), literal });
      at = end;
    } else {
      at++;
    }
  }
  return found;
}

/**
 * Only JSON bodies are read: a text/plain form post from any page must not reach a handler (415).
 * A POST with no body at all (logout) carries nothing to misread and needs no content type.
 */
export function unsupportedBody(contentType: string | null | undefined, text: string): ErrorEnvelope | null {
  if (text === '') return null;
  const type = contentType?.split(';')[0]?.trim().toLowerCase().slice(0, 100);
  if (type === 'application/json') return null;
  return fail('415', `content-type: must be application/json, got ${type ? `"${type}"` : 'none'}`);
}
