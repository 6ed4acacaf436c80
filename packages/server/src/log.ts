import type { Logger } from './core/log.ts';

export { errorFields, type Logger, queryName } from './core/log.ts';

export type LogLevel = 'silent' | 'error' | 'info' | 'debug';

const rank: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

/** One JSON object per line on stdout; callers never pass tokens, signatures or SIWE messages. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (l) => process.stdout.write(l),
): Logger {
  const at = (wanted: LogLevel) => (fields: Record<string, unknown>) => {
    if (rank[level] >= rank[wanted]) {
      write(`${JSON.stringify({ time: new Date().toISOString(), level: wanted, ...fields })}\n`);
    }
  };
  return { info: at('info'), error: at('error'), debug: at('debug') };
}
