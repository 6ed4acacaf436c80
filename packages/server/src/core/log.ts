/** Where the server writes its structured lines: the edge prints JSON, the mocks stay quiet. */
export type Logger = {
  info: (fields: Record<string, unknown>) => void;
  error: (fields: Record<string, unknown>) => void;
  debug: (fields: Record<string, unknown>) => void;
};

export const silentLogger: Logger = { info: () => {}, error: () => {}, debug: () => {} };

/** `insert audit_log`: the statement's verb and first table, read from its text (no values). */
export function queryName(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?([A-Za-z_]\w*)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * What a log line may say about an error. A database error is named by its query and SQLSTATE
 * only: its text carries the SQL parameters (nonces, tokens) and its message may quote input.
 */
export function errorFields(error: unknown): Record<string, string> {
  for (let at: unknown = error, depth = 0; at instanceof Object && depth < 4; depth++) {
    const { query, code } = at as { query?: unknown; code?: unknown };
    if (typeof query === 'string' || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))) {
      const cause = (at as { cause?: { code?: unknown } }).cause;
      const sqlState = typeof code === 'string' ? code : cause?.code;
      return {
        error: 'database error',
        ...(typeof query === 'string' ? { query: queryName(query) } : {}),
        ...(typeof sqlState === 'string' ? { code: sqlState } : {}),
      };
    }
    at = (at as { cause?: unknown }).cause;
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // The first line only: libraries append request bodies (signatures, messages) below it.
  return { error: (message.split('\n')[0] ?? '').slice(0, 200) };
}
