import { readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const source = readFileSync('.github/workflows/ci.yml', 'utf8');
type Step = { uses?: string; run?: string; if?: string; with?: Record<string, unknown> };
type Job = { steps: Step[]; env?: Record<string, string> };
const workflow = parse(source) as { jobs: Record<string, Job> };
/** GitHub's expression syntax, which a JS template string would otherwise look like. */
const tokenSecret = ['$', '{{ secrets.CHROMATIC_PROJECT_TOKEN }}'].join('');

describe('the GitHub workflow', () => {
  it('validates against the GitHub workflow schema', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('the validator refuses a broken workflow (so the check above can fail)', () => {
    const broken = source.replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-latest\n    stepz: 1');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('runs the same CI as this machine', () => {
    expect(workflow.jobs.test?.steps.some((s) => s.run === 'bash .ci/run')).toBe(true);
  });

  it('publishes to Chromatic with the token, and skips every step cleanly without it', () => {
    const job = workflow.jobs.chromatic as Job;
    expect(job.env?.CHROMATIC_PROJECT_TOKEN).toBe(tokenSecret);
    const publish = job.steps.find((s) => s.uses?.startsWith('chromaui/action@'));
    expect(publish?.with).toMatchObject({
      projectToken: tokenSecret,
      buildScriptName: 'build-storybook',
    });
    const [notice, ...rest] = job.steps;
    expect(notice?.if).toBe("env.CHROMATIC_PROJECT_TOKEN == ''");
    expect(rest.every((s) => s.if === "env.CHROMATIC_PROJECT_TOKEN != ''")).toBe(true);
  });
});
