import { readFile } from 'node:fs/promises';
import { storyNameFromExport } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer } from 'storybook/internal/types';

/**
 * Story names are sentence case: the first word capitalised, the rest lower case, except these
 * acronyms and proper nouns, always written as here.
 */
export const keptWords = [
  'API',
  'BNB',
  'CSV',
  'ETH',
  'ID',
  'KOL',
  'LTR',
  'RTL',
  'URL',
  'USDT',
  'Arabic',
  'English',
  'Enter',
  'Escape',
  'Hebrew',
  'Kurdish',
  'MetaMask',
  'Persian',
  'PostgreSQL',
  'Sorani',
  'WalletConnect',
] as const;

const kept = new Map<string, string>(keptWords.map((word) => [word.toLowerCase(), word]));

/** `AlreadyDecided` → "Already decided", `PhoneRtlDark` → "Phone RTL dark". */
export function sentenceCaseName(exportName: string): string {
  return storyNameFromExport(exportName)
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase();
      const keptWord = kept.get(lower);
      if (keptWord) return keptWord;
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

/** Why `name` is not sentence case, or null when it is. */
export function sentenceCaseProblem(name: string): string | null {
  const words = name.split(/[\s,:;()"“”'‘’.!?/–—-]+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const keptWord = kept.get(word.toLowerCase());
    if (keptWord) {
      if (word !== keptWord) return `"${word}" is written ${keptWord}`;
      continue;
    }
    const rest = index === 0 ? word.slice(1) : word;
    if (index === 0 && /^\p{Ll}/u.test(word)) return `"${word}" starts the name: capitalise it`;
    if (/\p{Lu}/u.test(rest)) return `"${word}" is not an acronym or a proper noun on the list: lower case`;
  }
  return null;
}

/**
 * Story files with a name for each story Storybook would name from its export in title case: an
 * appended `Story.storyName = '…'`, which the story index, the Docs pages and the Vitest test names
 * all read, so every place shows the same sentence-case name. Stories with their own `name` keep it.
 */
export function withSentenceCaseNames(code: string, fileName: string): string {
  const csf = loadCsf(code, { fileName, makeTitle: (title) => title ?? fileName }).parse();
  const names = Object.entries(csf._stories).flatMap(([exportName, story]) => {
    if (csf._storyAnnotations[exportName]?.name || story.name !== storyNameFromExport(exportName)) return [];
    const name = sentenceCaseName(exportName);
    return name === story.name
      ? []
      : [`${story.localName ?? exportName}.storyName = ${JSON.stringify(name)};`];
  });
  return names.length === 0
    ? code
    : `${code}\n// Sentence-case story names (scripts/storyNames.ts)\n${names.join('\n')}\n`;
}

const storyFile = /\.stories\.tsx$/;

/** The story index, from the same files as the preview loads them (main.ts `experimental_indexers`). */
export const sentenceCaseIndexer: Indexer = {
  test: storyFile,
  createIndex: async (fileName, options) => {
    const code = withSentenceCaseNames(await readFile(fileName, 'utf8'), fileName);
    return loadCsf(code, { ...options, fileName }).parse().indexInputs;
  },
};

/**
 * The same names in the modules Storybook and the Vitest story tests load; runs before the story
 * tests' own transform, which reads each test's name from the file. Appending moves no code, so the
 * source map stays as it is (`map: null`).
 */
export function sentenceCaseStoryNames() {
  return {
    name: 'nsa:sentence-case-story-names',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (!storyFile.test(id)) return null;
      return { code: withSentenceCaseNames(code, id), map: null };
    },
  };
}
