import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_APPROVAL_THRESHOLDS } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { type Env, numberBounds, readSettings, SettingError } from '../src/settings.ts';

const dev = (env: Env) => readSettings(env, { production: false });
const prod = (env: Env) => readSettings(env, { production: true });

/** The SettingError `read` throws, or fails the test. */
function refusal(read: () => unknown): SettingError {
  try {
    read();
  } catch (error) {
    if (error instanceof SettingError) return error;
    throw error;
  }
  throw new Error('expected a SettingError');
}

describe('readSettings', () => {
  it('gives the documented defaults for an empty environment', () => {
    const settings = dev({});
    expect(settings).toMatchObject({
      port: 8080,
      dataDir: './.data/pglite',
      demo: true,
      refuseDemoAccounts: false,
      checkAnswers: true,
      seedSize: 'full',
      log: 'info',
      chainEnv: 'pro',
      tokenTtlMs: 720 * 60_000,
      idleTtlMs: 30 * 60_000,
      legacyMessage: false,
      loginFailureLimit: 10,
      loginFailureWindowMs: 60_000,
      nonceLimitPerMinute: 60,
      rpcUrls: {},
      trustProxy: 0,
      signedDecisions: true,
      approvalThresholds: DEFAULT_APPROVAL_THRESHOLDS,
      statementTimeoutMs: 5_000,
      drainNoticeMs: 0,
    });
    expect(settings.origin).toBeUndefined();
    expect(prod({})).toMatchObject({ demo: false, refuseDemoAccounts: true, checkAnswers: false });
  });

  it('treats an empty or blank value as unset', () => {
    expect(dev({ LOGIN_FAILURE_WINDOW_SECONDS: '', PORT: ' ', SIGNED_DECISIONS: '' })).toMatchObject({
      loginFailureWindowMs: 60_000,
      port: 8080,
      signedDecisions: true,
    });
  });

  // Each whole-number setting: both ends accepted, one past either end and a non-number refused.
  for (const production of [false, true]) {
    const read = (env: Env) => readSettings(env, { production });
    for (const [name, { min, max }] of Object.entries(numberBounds(production))) {
      it(`${name} takes ${min}–${max}${production ? ' in production' : ''}, nothing else`, () => {
        expect(() => read({ [name]: String(min) })).not.toThrow();
        expect(() => read({ [name]: String(max) })).not.toThrow();
        const refused = [String(max + 1), '-1', '1.5', '1e3', 'ten', '0x10', 'Infinity'];
        if (min > 0) refused.push(String(min - 1));
        for (const value of refused) {
          const error = refusal(() => read({ [name]: value }));
          expect(error.setting).toBe(name);
          expect(error.message).toContain(`${name}: expected a whole number from ${min} to ${max}`);
        }
      });
    }
  }

  it('pins the contract bounds', () => {
    expect(numberBounds(true).LOGIN_FAILURE_WINDOW_SECONDS).toMatchObject({ min: 1, max: 3600 });
    expect(numberBounds(true).LOGIN_FAILURE_LIMIT).toMatchObject({ min: 1, max: 10 });
    expect(numberBounds(true).NONCE_LIMIT_PER_MINUTE.min).toBe(0);
    expect(numberBounds(true).PORT).toMatchObject({ min: 0, max: 65_535 });
  });

  it('LOGIN_FAILURE_WINDOW_SECONDS=0 is refused, not read as "off"', () => {
    expect(refusal(() => prod({ LOGIN_FAILURE_WINDOW_SECONDS: '0' })).message).toBe(
      'LOGIN_FAILURE_WINDOW_SECONDS: expected a whole number from 1 to 3600 (0 is not "off"), got "0"',
    );
  });

  it('LOGIN_FAILURE_LIMIT above 10 is refused in production, not clamped; load tests may raise it outside', () => {
    expect(refusal(() => prod({ LOGIN_FAILURE_LIMIT: '11' })).setting).toBe('LOGIN_FAILURE_LIMIT');
    expect(dev({ LOGIN_FAILURE_LIMIT: '500' }).loginFailureLimit).toBe(500);
  });

  it('converts units and keeps the aliases', () => {
    expect(
      dev({
        TOKEN_TTL_MINUTES: '60',
        TOKEN_IDLE_MINUTES: '5',
        LOGIN_FAILURE_WINDOW_SECONDS: '30',
        NONCE_LIMIT_PER_MINUTE: '0',
        STATEMENT_TIMEOUT_MS: '250',
        DRAIN_NOTICE_MS: '3000',
      }),
    ).toMatchObject({
      tokenTtlMs: 3_600_000,
      idleTtlMs: 300_000,
      loginFailureWindowMs: 30_000,
      nonceLimitPerMinute: 0,
      statementTimeoutMs: 250,
      drainNoticeMs: 3_000,
    });
    expect(dev({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(dev({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(dev({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(refusal(() => dev({ TRUST_PROXY: 'yes' })).setting).toBe('TRUST_PROXY');
  });

  it.each([
    ['SIGNED_DECISIONS', 'yes', 'SIGNED_DECISIONS: expected 1 (default) or 0, got "yes"'],
    ['DEMO', 'true', 'DEMO: expected 1 (default) or 0, got "true"'],
    ['ALLOW_DEMO_ACCOUNTS', 'yes', 'ALLOW_DEMO_ACCOUNTS: expected 0 (default) or 1, got "yes"'],
    ['AUTH_LEGACY_MESSAGE', 'on', 'AUTH_LEGACY_MESSAGE: expected 0 (default) or 1, got "on"'],
    ['SEED_SIZE', 'tiny', 'SEED_SIZE: expected full (default) or small, got "tiny"'],
    ['LOG_LEVEL', 'warn', 'LOG_LEVEL: expected info (default), silent, error or debug, got "warn"'],
    ['CHAIN_ENV', 'dev', 'CHAIN_ENV: expected pro (default) or test, got "dev"'],
  ])('refuses %s=%s with the choices', (name, value, message) => {
    expect(refusal(() => dev({ [name]: value })).message).toBe(message);
  });

  it('reads every choice', () => {
    expect(
      dev({
        SIGNED_DECISIONS: '0',
        AUTH_LEGACY_MESSAGE: '1',
        SEED_SIZE: 'small',
        LOG_LEVEL: 'silent',
        CHAIN_ENV: 'test',
        DEMO: '0',
      }),
    ).toMatchObject({
      signedDecisions: false,
      legacyMessage: true,
      seedSize: 'small',
      log: 'silent',
      chainEnv: 'test',
      demo: false,
    });
    // Production never seeds demo data, whatever DEMO says.
    expect(prod({ DEMO: '1', ALLOW_DEMO_ACCOUNTS: '1' })).toMatchObject({
      demo: false,
      refuseDemoAccounts: false,
    });
  });

  it('ORIGIN is an http(s) origin, normalised as browsers send it', () => {
    expect(dev({ ORIGIN: 'https://Admin.Example.com/' }).origin).toBe('https://admin.example.com');
    expect(dev({ ORIGIN: 'http://localhost:80' }).origin).toBe('http://localhost');
    expect(dev({ ORIGIN: 'http://localhost:8080' }).origin).toBe('http://localhost:8080');
    for (const value of [
      'admin.example.com',
      'ftp://admin.example.com',
      'https://admin.example.com/console',
      'https://admin.example.com?x=1',
      'https://user:pw@admin.example.com',
      'https://',
    ]) {
      expect(refusal(() => dev({ ORIGIN: value })).setting).toBe('ORIGIN');
    }
  });

  it('APPROVAL_THRESHOLDS: empty turns it off, malformed or too precise is refused', () => {
    expect(dev({ APPROVAL_THRESHOLDS: '' }).approvalThresholds).toBe('');
    expect(dev({ APPROVAL_THRESHOLDS: 'ETH=1.5' }).approvalThresholds).toBe('ETH=1.5');
    expect(refusal(() => dev({ APPROVAL_THRESHOLDS: 'ETH=lots' })).message).toBe(
      `APPROVAL_THRESHOLDS: "ETH=lots" is not SYMBOL=amount (expected e.g. ${DEFAULT_APPROVAL_THRESHOLDS}, or empty)`,
    );
    expect(refusal(() => dev({ APPROVAL_THRESHOLDS: 'USDT=10000.001' })).message).toContain('USDT');
  });

  it('DATABASE_URL, RPC_URL_<chainId> and CSP_CONNECT_SRC are checked', () => {
    const pg = dev({ DATABASE_URL: 'postgres://u@db:5432/nsa', DATA_DIR: '/ignored' });
    expect(pg).toMatchObject({ databaseUrl: 'postgres://u@db:5432/nsa', dataDir: undefined });
    expect(refusal(() => dev({ DATABASE_URL: 'mysql://db/nsa' })).setting).toBe('DATABASE_URL');
    expect(dev({ RPC_URL_1: 'https://rpc.example/v1', RPC_URL_56: '' }).rpcUrls).toEqual({
      1: 'https://rpc.example/v1',
    });
    expect(refusal(() => dev({ RPC_URL_1: 'rpc.example' })).setting).toBe('RPC_URL_1');
    expect(dev({ CSP_CONNECT_SRC: ' https://a.example  wss://b.example ' }).extraConnectSrc).toEqual([
      'https://a.example',
      'wss://b.example',
    ]);
    expect(
      refusal(() => dev({ CSP_CONNECT_SRC: "https://a.example; script-src 'unsafe-eval'" })).setting,
    ).toBe('CSP_CONNECT_SRC');
  });
});

const root = join(import.meta.dirname, '..', '..', '..');

describe('start-up refuses an out-of-range setting', { timeout: 60_000 }, () => {
  it('main.ts --prod with LOGIN_FAILURE_WINDOW_SECONDS=0 exits 1 naming it, before listening', async () => {
    const dataDir = join(tmpdir(), `nsa-settings-${process.pid}`);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join('packages', 'server', 'src', 'main.ts'), '--prod'],
      {
        cwd: root,
        // The refusal comes before any database is opened: the data directory is never made.
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          LOGIN_FAILURE_WINDOW_SECONDS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Started after all: stop it, the test then fails on what it printed.
      if (output.includes('"msg":"listening"')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('LOGIN_FAILURE_WINDOW_SECONDS');
    expect(output).toContain('0 is not "off"');
    expect(output).not.toContain('"msg":"listening"');
    expect(existsSync(dataDir)).toBe(false);
  });
});
