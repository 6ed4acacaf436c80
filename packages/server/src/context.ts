import type { ApprovalThresholds } from '@nsa/api';
import type { Database } from './db/connection.ts';
import type { Logger } from './log.ts';

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
};
