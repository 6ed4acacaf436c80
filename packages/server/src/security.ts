import { createHash } from 'node:crypto';
import { arbitrum, arbitrumSepolia, bsc, bscTestnet, mainnet, sepolia } from 'viem/chains';

// Public RPC hosts the console's wallet library may call, plus WalletConnect's relay and APIs and
// the hosts its QR dialog (Reown AppKit) loads its wallet list and fonts from.
const chainRpcOrigins = [mainnet, arbitrum, bsc, sepolia, arbitrumSepolia, bscTestnet].flatMap((chain) =>
  chain.rpcUrls.default.http.map((url) => new URL(url).origin),
);
const walletConnectHosts = [
  'https://*.walletconnect.com',
  'wss://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.org',
  'https://*.reown.com',
  'wss://*.reown.com',
  'https://api.web3modal.com',
  'https://api.web3modal.org',
];

/**
 * CSP for the console: own scripts only (and the page's own inline scripts, each by its hash), inline
 * styles for styled-components, no framing.
 */
export function contentSecurityPolicy(
  extraConnect: readonly string[],
  inlineScripts: readonly string[] = [],
): string {
  const connect = [...new Set(["'self'", ...chainRpcOrigins, ...walletConnectHosts, ...extraConnect])];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map(scriptHash)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https://fonts.reown.com",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self' https://verify.walletconnect.com https://verify.walletconnect.org https://secure.walletconnect.com https://secure.walletconnect.org",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A script's CSP source: `'sha256-…'` of its exact text. */
const scriptHash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The text of each inline script of a page (a `<script>` without `src`): the built console's page
 * has one, which starts a signed-in reload's chunk downloads before its entry has run.
 */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * For everything that is not the console's page (JSON, scripts, styles): nothing may load from it
 * or frame it. The console's own policy is ~800 bytes; sent with each of a page's scripts it would
 * weigh more on the wire than some of them.
 */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The CSP of a response: the console's policy for its HTML page, the closed one for the rest. */
export const cspFor = (contentType: string | null, consoleCsp: string): string =>
  /^text\/html\b/.test(contentType ?? '') ? consoleCsp : NON_DOCUMENT_CSP;

/** What every response carries besides its CSP (which holds `frame-ancestors 'none'`). */
export const assetSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/**
 * Pages and API answers add the older framing guard and the opener policy. The console's hashed
 * scripts and styles do not: neither applies to a file that is no document, their CSP already
 * forbids framing, and a signed-in page loads about ten of them, each sending its headers.
 */
export const securityHeaders: Record<string, string> = {
  ...assetSecurityHeaders,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** The console's hashed files (`/assets/…`). */
export const isAssetPath = (path: string) => path.startsWith('/assets/');

/** Sent on every response when the console is served over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A client's X-Request-Id only when short and plain (it is echoed and logged); else our own. */
export function requestIdFor(given: string | undefined): string {
  return given !== undefined && CLIENT_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** `/api` and below: answers that hold session data, never to be cached. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
