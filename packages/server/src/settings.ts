import {
  DEFAULT_APPROVAL_THRESHOLDS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  NONCE_LIMIT_PER_MINUTE,
  parseApprovalThresholds,
  TOKEN_TTL_MS,
} from '@nsa/api';
import type { LogLevel } from './log.ts';
import type { StartOptions } from './server.ts';

/** A setting that cannot be used as given: the start stops with this message, which names it. */
export class SettingError extends Error {
  readonly setting: string;
  constructor(setting: string, detail: string) {
    super(`${setting}: ${detail}`);
    this.name = 'SettingError';
    this.setting = setting;
  }
}

export type Env = Readonly<Record<string, string | undefined>>;

type Bound = { min: number; max: number; note?: string };

/**
 * Bounds of every whole-number setting (the contract's where it gives them, else finite and
 * generous): a value outside them stops the start rather than being clamped or read as "off".
 */
export function numberBounds(production: boolean) {
  return {
    PORT: { min: 0, max: 65_535, note: '0 = any free port' },
    TOKEN_TTL_MINUTES: { min: 1, max: 43_200 },
    TOKEN_IDLE_MINUTES: { min: 1, max: 1_440 },
    // Load tests outside production may allow many more failures; production never more than 10.
    LOGIN_FAILURE_LIMIT: production ? { min: 1, max: 10, note: 'in production' } : { min: 1, max: 100_000 },
    LOGIN_FAILURE_WINDOW_SECONDS: { min: 1, max: 3_600, note: '0 is not "off"' },
    NONCE_LIMIT_PER_MINUTE: { min: 0, max: 100_000, note: '0 = unlimited' },
    TRUST_PROXY: { min: 0, max: 32, note: 'or true = 1, false = 0' },
    STATEMENT_TIMEOUT_MS: { min: 100, max: 600_000 },
    DRAIN_NOTICE_MS: { min: 0, max: 60_000, note: '0 = stop accepting at once' },
  } satisfies Record<string, Bound>;
}
type NumberSetting = keyof ReturnType<typeof numberBounds>;

/** What `main.ts` starts with: the server's options, read from the environment once. */
export type ServerSettings = StartOptions;

/**
 * Environment → start options. Every setting is read here, once, and checked against its bounds;
 * the first one that is malformed or out of range throws a SettingError naming it. An empty value
 * means unset (the default), except APPROVAL_THRESHOLDS, where empty turns the rule off.
 */
export function readSettings(env: Env, { production }: { production: boolean }): ServerSettings {
  const bounds: Record<NumberSetting, Bound> = numberBounds(production);
  const text = (name: string) => env[name]?.trim() || undefined;
  const whole = (name: NumberSetting, fallback: number, aliases: Record<string, number> = {}): number => {
    const value = text(name);
    if (value === undefined) return fallback;
    if (Object.hasOwn(aliases, value)) return aliases[value] as number;
    const { min, max, note } = bounds[name];
    if (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max) return Number(value);
    throw new SettingError(
      name,
      `expected a whole number from ${min} to ${max}${note ? ` (${note})` : ''}, got ${JSON.stringify(value)}`,
    );
  };
  /** One of `choices`, the first being the default. */
  const oneOf = <const T extends string>(name: string, choices: readonly [T, ...T[]]): T => {
    const value = text(name);
    if (value === undefined) return choices[0];
    if ((choices as readonly string[]).includes(value)) return value as T;
    const named = choices.map((c, i) => (i === 0 ? `${c} (default)` : c));
    throw new SettingError(
      name,
      `expected ${named.slice(0, -1).join(', ')} or ${named.at(-1)}, got ${JSON.stringify(value)}`,
    );
  };
  const flag = (name: string, fallback: '0' | '1') =>
    oneOf(name, fallback === '1' ? ['1', '0'] : ['0', '1']) === '1';

  const approvalThresholds = env.APPROVAL_THRESHOLDS ?? DEFAULT_APPROVAL_THRESHOLDS;
  try {
    parseApprovalThresholds(approvalThresholds);
  } catch (error) {
    // The parser's message already starts with the setting's name.
    const detail = (error as Error).message.replace(/^APPROVAL_THRESHOLDS: /, '');
    throw new SettingError(
      'APPROVAL_THRESHOLDS',
      `${detail} (expected e.g. ${DEFAULT_APPROVAL_THRESHOLDS}, or empty)`,
    );
  }
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new SettingError('DATABASE_URL', 'expected postgres://user:password@host:5432/database');
  }
  // Outside production the demo world is seeded by default; production never seeds it.
  const demo = flag('DEMO', '1');
  const allowDemoAccounts = flag('ALLOW_DEMO_ACCOUNTS', '0');
  return {
    port: whole('PORT', 8080),
    host: text('HOST'),
    dataDir: databaseUrl ? undefined : (text('DATA_DIR') ?? './.data/pglite'),
    databaseUrl,
    origin: readOrigin(text('ORIGIN')),
    demo: !production && demo,
    refuseDemoAccounts: production && !allowDemoAccounts,
    // Outside production every answer is checked against its endpoint's schema before it leaves.
    checkAnswers: !production,
    seedSize: oneOf('SEED_SIZE', ['full', 'small']),
    log: oneOf<LogLevel>('LOG_LEVEL', ['info', 'silent', 'error', 'debug']),
    chainEnv: oneOf('CHAIN_ENV', ['pro', 'test']),
    tokenTtlMs: whole('TOKEN_TTL_MINUTES', TOKEN_TTL_MS / 60_000) * 60_000,
    idleTtlMs: whole('TOKEN_IDLE_MINUTES', 30) * 60_000,
    legacyMessage: flag('AUTH_LEGACY_MESSAGE', '0'),
    loginFailureLimit: whole('LOGIN_FAILURE_LIMIT', LOGIN_FAILURE_LIMIT),
    loginFailureWindowMs: whole('LOGIN_FAILURE_WINDOW_SECONDS', LOGIN_FAILURE_WINDOW_MS / 1000) * 1000,
    nonceLimitPerMinute: whole('NONCE_LIMIT_PER_MINUTE', NONCE_LIMIT_PER_MINUTE),
    rpcUrls: readRpcUrls(env),
    // `1` used to switch the header on: it still means one hop, and so does `true`.
    trustProxy: whole('TRUST_PROXY', 0, { true: 1, false: 0 }),
    consoleDir: text('CONSOLE_DIR'),
    extraConnectSrc: readConnectSrc(text('CSP_CONNECT_SRC')),
    signedDecisions: flag('SIGNED_DECISIONS', '1'),
    approvalThresholds,
    statementTimeoutMs: whole('STATEMENT_TIMEOUT_MS', 5_000),
    drainNoticeMs: whole('DRAIN_NOTICE_MS', 0),
  };
}

/** ORIGIN is compared with browsers' `Origin` header: scheme, host and port only, normalised as they send it. */
function readOrigin(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  const bare = url && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!url || !bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new SettingError(
      'ORIGIN',
      `expected an http(s) origin such as https://admin.example.com (no path), got ${JSON.stringify(value)}`,
    );
  }
  return url.origin;
}

/** `RPC_URL_<chainId>`: the JSON-RPC endpoint viem's http transport calls for that chain. */
function readRpcUrls(env: Env): Record<number, string> {
  const urls: Record<number, string> = {};
  for (const [name, raw] of Object.entries(env)) {
    const chainId = /^RPC_URL_(\d+)$/.exec(name)?.[1];
    const value = raw?.trim();
    if (!chainId || !value) continue;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
      // The value is not echoed: RPC URLs often carry an API key.
      throw new SettingError(name, 'expected an http(s) URL');
    }
    urls[Number(chainId)] = value;
  }
  return urls;
}

/** Extra CSP `connect-src` sources; a `;` or `,` would end the directive and smuggle in another. */
function readConnectSrc(value: string | undefined): string[] | undefined {
  const sources = value?.split(/\s+/).filter(Boolean);
  const bad = sources?.find((source) => /[;,'"]/.test(source));
  if (bad) throw new SettingError('CSP_CONNECT_SRC', `${JSON.stringify(bad)} is not a CSP source`);
  return sources;
}
