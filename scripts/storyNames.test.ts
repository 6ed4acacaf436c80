import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  sentenceCaseIndexer,
  sentenceCaseName,
  sentenceCaseProblem,
  withSentenceCaseNames,
} from './storyNames.ts';

describe('sentenceCaseName', () => {
  it.each([
    ['AlreadyDecided', 'Already decided'],
    ['LaptopRtl', 'Laptop RTL'],
    ['PhoneRtlDark', 'Phone RTL dark'],
    ['Kol', 'KOL'],
    ['ServerError', 'Server error'],
    ['ExportCsv', 'Export CSV'],
    ['ClosedWithEscape', 'Closed with Escape'],
    ['Rows10000', 'Rows 10000'],
  ])('%s → %s', (exportName, name) => {
    expect(sentenceCaseName(exportName)).toBe(name);
    expect(sentenceCaseProblem(name)).toBeNull();
  });
});

describe('sentenceCaseProblem', () => {
  it.each([
    ['Already Decided', '"Decided"'],
    ['Rtl', '"Rtl" is written RTL'],
    ['Admin views a kol', '"kol" is written KOL'],
    ['laptop', 'capitalise'],
    ['Phone, ARABIC', '"ARABIC" is written Arabic'],
  ])('flags %s', (name, problem) => {
    expect(sentenceCaseProblem(name)).toContain(problem);
  });

  it.each([
    'Rejected with a reason',
    'Disable: confirmation, Sorani, dark',
    'A super account (read-only)',
    '10,000 rows',
    'With a label, right to left, dark',
  ])('accepts %s', (name) => {
    expect(sentenceCaseProblem(name)).toBeNull();
  });
});

describe('withSentenceCaseNames', () => {
  const source = [
    "export default { title: 'UI/Example' };",
    'export const AlreadyDecided = {};',
    "export const Named = { name: 'Chosen with Enter' };",
    'export const Default = {};',
  ].join('\n');

  it('names the stories whose export reads in title case, and leaves the others alone', () => {
    const code = withSentenceCaseNames(source, 'Example.stories.tsx');
    expect(code.startsWith(source)).toBe(true);
    expect(code).toContain('AlreadyDecided.storyName = "Already decided";');
    expect(code).not.toContain('Named.storyName');
    expect(code).not.toContain('Default.storyName');
  });
});

/** Every story file Storybook loads (main.ts `stories`). */
function storyFiles(): string[] {
  return readdirSync('packages').flatMap((pkg) =>
    readdirSync(join('packages', pkg, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

describe('the story index', () => {
  it('names every story in sentence case', async () => {
    const files = storyFiles();
    expect(files.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let stories = 0;
    for (const file of files) {
      const entries = await sentenceCaseIndexer.createIndex(file, { makeTitle: (title) => title ?? file });
      for (const entry of entries) {
        stories += 1;
        const name = entry.name ?? '';
        const problem = sentenceCaseProblem(name);
        if (problem) problems.push(`${entry.title} › ${name}: ${problem}`);
      }
    }
    expect(stories).toBeGreaterThan(400);
    expect(problems).toEqual([]);
  });
});
