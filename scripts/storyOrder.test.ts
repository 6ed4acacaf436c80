import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { expect, it } from 'vitest';

/** The sidebar order as Storybook reads it: from the preview file's source. */
const order = (
  getStorySortParameter(readFileSync('.storybook/preview.tsx', 'utf8')) as { order: (string | string[])[] }
).order;

/** The titles of the console's story files, as their metas spell them. */
function consoleTitles(): string[] {
  const dir = join('packages', 'console', 'src');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
    .flatMap((entry) => {
      const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      const title = /^\s*title: '(Console\/[^']+)'/m.exec(source)?.[1];
      return title ? [title.slice('Console/'.length)] : [];
    });
}

it('starts with the introduction, then foundations, UI and the console', () => {
  expect(order.filter((entry) => typeof entry === 'string')).toEqual([
    'Introduction',
    'Foundations',
    'UI',
    'Console',
  ]);
});

it('places every console screen in the sidebar order, "Not found" last', () => {
  const screens = order[order.indexOf('Console') + 1] as string[];
  const titles = consoleTitles();
  expect(titles.length).toBeGreaterThan(10);
  expect(titles.filter((title) => !screens.includes(title))).toEqual([]);
  expect(screens.slice(0, 3)).toEqual(['Login', 'Users', 'User detail']);
  expect(screens.at(-1)).toBe('Not found');
});
