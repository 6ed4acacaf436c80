#!/usr/bin/env node
// `npm run test:mutation:named`: one-line breaks of rules that guard money or access, each applied
// alone to the one implementation (the server's core, which the mocks run too), each of which the
// conformance suite must fail on. The general search is StrykerJS (`npm run test:mutation`); these
// are the breaks a reviewer named, kept as a check that stays true.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the lines below are source text, not templates.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const core = 'packages/server/src/core';

const mutations = [
  [
    'a kol’s relations without the ancestor condition (its upline leaks)',
    `${core}/services/relations.ts`,
    'where.push(sql`(r.ancestor = ${actor.address} or r.ancestor in ${downline})`);',
    '',
  ],
  [
    'the approval threshold met only above it (> for >=)',
    'packages/api/src/decision.ts',
    'decimalToUnits(withdrawal.amount, 36) >= decimalToUnits(threshold, 36)',
    'decimalToUnits(withdrawal.amount, 36) > decimalToUnits(threshold, 36)',
  ],
  [
    'the threshold’s SQL twin met only above it',
    `${core}/services/withdrawals.ts`,
    'then w.amount >= ${amount}::numeric',
    'then w.amount > ${amount}::numeric',
  ],
  [
    'a forged decision signature accepted',
    `${core}/services/decisions.ts`,
    'if (await verifyDecisionSignature({ address: actor, typedData, signature })) {',
    'if (true) {',
  ],
  [
    'a kol’s referral orders scoped by referrer instead of buyer',
    `${core}/services/orders.ts`,
    'scopeTo(access, actor.address, sql`r.buyer_address`)',
    'scopeTo(access, actor.address, sql`r.referrer_address`)',
  ],
  ['a kol’s users unscoped', `${core}/services/users.ts`, 'if (scope) where.push(scope);', ''],
  [
    'the audit target filter case-sensitive',
    `${core}/services/audit.ts`,
    'sql`a.target = ${targetOf(input.target)}`',
    'sql`a.target = ${input.target}`',
  ],
  [
    'the same super approving twice',
    'packages/api/src/rules.ts',
    'if (current.approvals.some((a) => a.address.toLowerCase() === actor.toLowerCase())) {',
    'if (false) {',
  ],
  [
    'a partial approval recorded as the decision (decidedBy set)',
    `${core}/services/decide.ts`,
    'if (result.final) {',
    'if (true) {',
  ],
  [
    'a batch whose signed items differ from the stored withdrawals accepted',
    `${core}/services/decide.ts`,
    "if (row && itemMismatch(item, row)) throw new HttpError('400', DECISION_MISMATCH_MESSAGE);",
    '',
  ],
  [
    'an already decided withdrawal decided again',
    'packages/api/src/rules.ts',
    "if (current.status !== 'pending') {",
    'if (false) {',
  ],
  [
    'a batch’s signed items taken in any order',
    `${core}/services/decide.ts`,
    'if (!inOrder) {',
    'if (false) {',
  ],
  [
    'a batch naming a missing withdrawal accepted without the signed items',
    `${core}/services/decide.ts`,
    'if (!items) {',
    'if (false) {',
  ],
  [
    'an unsigned batch refused under SIGNED_DECISIONS=0',
    `${core}/services/decide.ts`,
    'const signed = input.signature !== undefined || input.issuedAt !== undefined;',
    'const signed = true;',
  ],
  [
    'a note stored that nobody gave',
    `${core}/services/decide.ts`,
    "const applied = await applyDecision(deps, id, input.decision, input.reason ?? '', actor, evidence);",
    "const applied = await applyDecision(deps, id, input.decision, input.reason ?? '-', actor, evidence);",
  ],
  ['a used nonce accepted again', `${core}/services/auth.ts`, 'isNull(loginNonces.usedAt),', ''],
  [
    'failed sign-ins not counted',
    `${core}/routes/auth.ts`,
    'request.jsonBody ? reserveSignInAttempt(deps, request.ip) : Promise.resolve(nothing)',
    'Promise.resolve(nothing)',
  ],
  [
    'a sign-in body that is not JSON counted as a failure',
    `${core}/routes/auth.ts`,
    'request.jsonBody ? reserveSignInAttempt(deps, request.ip) : Promise.resolve(nothing)',
    'reserveSignInAttempt(deps, request.ip)',
  ],
  [
    'cross-site sign-in requests served',
    `${core}/api.ts`,
    "if (c.req.path.startsWith('/api/auth/')) {",
    'if (false) {',
  ],
  [
    'any client evicting the nonces of an address',
    `${core}/services/auth.ts`,
    'where address = ${address} and ip = ${ip} and used_at is null',
    'where address = ${address} and used_at is null',
  ],
  [
    'a disabled account signing in',
    `${core}/services/auth.ts`,
    "if (user.disabled) throw new HttpError('401', 'account disabled');",
    '',
  ],
  [
    'disabling an account leaving its sessions alive',
    `${core}/services/staff.ts`,
    'const revoked = user.disabled ? await revokeAllOf(tx, target.id, now) : 0;',
    'const revoked = 0;',
  ],
  [
    'a super account changed from the console',
    'packages/api/src/roles.ts',
    "if (target.role === 'super') return 'address: super accounts are changed only with the admin CLI';",
    '',
  ],
  [
    'an admin reaching sessions it may not see',
    'packages/api/src/roles.ts',
    "return actor.role === 'admin' && adminManaged.includes(target.role);",
    "return actor.role === 'admin';",
  ],
  [
    'an idle session never expiring',
    `${core}/services/auth.ts`,
    'and s.last_seen_at > ${idleSince.toISOString()}::timestamptz',
    '',
  ],
  [
    'a decision signature fresh for an hour',
    'packages/api/src/decision.ts',
    'DECISION_MAX_AGE_MS = 5 * 60 * 1000',
    'DECISION_MAX_AGE_MS = 60 * 60 * 1000',
  ],
  [
    'a date range’s end excluded',
    `${core}/services/lists.ts`,
    'sql`${spec.createdAt} <= ${range.to.toISOString()}::timestamptz`',
    'sql`${spec.createdAt} < ${range.to.toISOString()}::timestamptz`',
  ],
];

const only = process.argv.slice(2);
const results = [];
const reports = mkdtempSync(join(tmpdir(), 'nsa-mutations-'));
/** Puts back the file under a mutation, however the run ends. */
let restore = () => {};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

/** The titles of the conformance cases that fail with the current source; null when the suite did not run. */
function failingCases() {
  const report = join(reports, 'report.json');
  rmSync(report, { force: true });
  spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      '--project',
      'conformance',
      'conformance/mocks.test.ts',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: 'ignore' },
  );
  try {
    const { testResults, numTotalTests } = JSON.parse(readFileSync(report, 'utf8'));
    if (!(numTotalTests > 0)) return null;
    return testResults.flatMap((f) =>
      f.assertionResults.filter((t) => t.status === 'failed').map((t) => t.title),
    );
  } catch {
    return null;
  }
}

for (const [name, file, from, to] of mutations) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const path = join(root, file);
  const original = readFileSync(path, 'utf8');
  const at = original.indexOf(from);
  if (at < 0 || original.indexOf(from, at + 1) >= 0)
    throw new Error(`${name}: the line to break is not once in ${file}`);
  restore = () => writeFileSync(path, original);
  writeFileSync(path, original.replace(from, to));
  try {
    // Killed means a case failed on its assertion: a suite that did not run proves nothing.
    const failed = failingCases();
    if (failed === null) throw new Error(`${name}: the conformance suite did not run`);
    const killed = failed.length > 0;
    results.push({ name, killed });
    const more = failed.length > 1 ? ` and ${failed.length - 1} more` : '';
    console.log(`${killed ? 'killed  ' : 'SURVIVED'} ${name}${killed ? ` — by “${failed[0]}”${more}` : ''}`);
  } finally {
    restore();
    restore = () => {};
  }
}
rmSync(reports, { recursive: true, force: true });
const survived = results.filter((r) => !r.killed);
console.log(
  `\n${results.length - survived.length} of ${results.length} named mutations killed by the conformance suite.`,
);
process.exit(survived.length ? 1 : 0);
