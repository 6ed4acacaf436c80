import {
  type ApprovalThresholds,
  chainIdsForEnv,
  DEFAULT_APPROVAL_THRESHOLDS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  NONCE_LIMIT_PER_MINUTE,
  parseApprovalThresholds,
  TOKEN_TTL_MS,
} from '@nsa/api';
import type { Database } from './db/database.ts';
import { createEventHub, type EventHub } from './events.ts';
import { type Logger, silentLogger } from './log.ts';

export type AuthSettings = {
  origin: string;
  /** The chain of the SIWE message: the first configured chain. */
  chainId: number;
  tokenTtlMs: number;
  idleTtlMs: number;
  legacyMessage: boolean;
  failureLimit: number;
  failureWindowMs: number;
  /** Nonce requests per client IP per minute; 0 = unlimited. */
  nonceLimitPerMinute: number;
  /** RPC endpoints for smart-contract wallet signatures, by chain id. */
  rpcUrls: Record<number, string>;
};

/** Governance (contract § "Governance"): SIGNED_DECISIONS and APPROVAL_THRESHOLDS. */
export type GovernanceSettings = {
  /** False accepts decisions without `issuedAt`/`signature` (SIGNED_DECISIONS=0). */
  signedDecisions: boolean;
  /** Per token symbol, the amount from which two distinct supers must approve; read live. */
  thresholds: ApprovalThresholds;
};

/** What every route and service needs: storage, settings and a clock tests can move. */
export type Deps = {
  database: Database;
  auth: AuthSettings;
  governance: GovernanceSettings;
  chainIds: readonly number[];
  now: () => Date;
  log: Logger;
  /** Trusted proxy hops in front of the server: the client IP is that many entries from the right of X-Forwarded-For. */
  trustProxy: number;
  /** Every answer is checked against its endpoint's schema before it leaves (tests, dev, the mocks). */
  checkAnswers: boolean;
  /** The live withdrawal events of this process (one LISTEN, however many streams). */
  events: EventHub;
  /** Set when the server starts to stop: `/api/ready` answers 503 so a balancer moves traffic away. */
  lifecycle: { draining: boolean };
};

/**
 * The settings that change what the API does, named as the server's start options; the server
 * reads them from its environment, the mocks from a story's scene. Unset means the contract's default.
 */
export type Settings = {
  /** SIWE domain/uri and what decisions are signed over; the server fills in its own URL when unset. */
  origin?: string;
  chainEnv?: string;
  tokenTtlMs?: number;
  idleTtlMs?: number;
  legacyMessage?: boolean;
  loginFailureLimit?: number;
  loginFailureWindowMs?: number;
  /** Nonce requests per client IP per minute; 0 = unlimited (load tests). Default 60. */
  nonceLimitPerMinute?: number;
  rpcUrls?: Record<number, string>;
  /** Trusted proxy hops (`true` = 1, the former switch). Default 0: the TCP peer is the client. */
  trustProxy?: number | boolean;
  /** SIGNED_DECISIONS: false accepts unsigned approve/reject (default true). */
  signedDecisions?: boolean;
  /** APPROVAL_THRESHOLDS text, e.g. `ETH=5,USDT=10000` (default DEFAULT_APPROVAL_THRESHOLDS; '' = off). */
  approvalThresholds?: string;
  /** Milliseconds since the epoch; tests move it to expire nonces and tokens. */
  clock?: () => number;
  checkAnswers?: boolean;
};

const IDLE_TTL_MS = 30 * 60 * 1000;

/** The one place settings become Deps, with the contract's defaults: the server and the mocks both call it. */
export function createDeps(database: Database, settings: Settings, log: Logger = silentLogger): Deps {
  const chainIds = chainIdsForEnv(settings.chainEnv);
  const clock = settings.clock ?? Date.now;
  const deps: Omit<Deps, 'events'> = {
    database,
    lifecycle: { draining: false },
    chainIds,
    now: () => new Date(clock()),
    log,
    trustProxy: Number(settings.trustProxy ?? 0),
    checkAnswers: settings.checkAnswers ?? false,
    governance: {
      signedDecisions: settings.signedDecisions ?? true,
      thresholds: parseApprovalThresholds(settings.approvalThresholds ?? DEFAULT_APPROVAL_THRESHOLDS),
    },
    auth: {
      origin: (settings.origin ?? '').replace(/\/$/, ''),
      chainId: chainIds[0] ?? 1,
      tokenTtlMs: settings.tokenTtlMs ?? TOKEN_TTL_MS,
      idleTtlMs: settings.idleTtlMs ?? IDLE_TTL_MS,
      legacyMessage: settings.legacyMessage ?? false,
      failureLimit: settings.loginFailureLimit ?? LOGIN_FAILURE_LIMIT,
      failureWindowMs: settings.loginFailureWindowMs ?? LOGIN_FAILURE_WINDOW_MS,
      nonceLimitPerMinute: settings.nonceLimitPerMinute ?? NONCE_LIMIT_PER_MINUTE,
      rpcUrls: settings.rpcUrls ?? {},
    },
  };
  return { ...deps, events: createEventHub(deps) };
}
