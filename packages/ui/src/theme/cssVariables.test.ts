import { describe, expect, it } from 'vitest';
import { themeVariables } from './cssVariables.ts';
import { themes } from './themes.ts';

describe('themeVariables', () => {
  const vars = themeVariables();

  it('pairs each colour of the light theme with the dark one', () => {
    expect(vars['--color-bg']).toBe(`light-dark(${themes.light.color.bg}, ${themes.dark.color.bg})`);
    expect(vars['--color-fg-muted']).toBe(
      `light-dark(${themes.light.color.fg.muted}, ${themes.dark.color.fg.muted})`,
    );
    expect(vars['--color-accent-soft']).toBe(
      `light-dark(${themes.light.color.accentSoft}, ${themes.dark.color.accentSoft})`,
    );
  });

  it('names every colour, radius and font size of the theme', () => {
    const colourCount = JSON.stringify(themes.light.color).match(/#|rgba/g)?.length;
    expect(Object.keys(vars).filter((k) => k.startsWith('--color-'))).toHaveLength(colourCount ?? 0);
    expect(vars['--radius-md']).toBe(themes.light.radius.md);
    expect(vars['--font-size-md']).toBe(themes.light.font.size.md);
    expect(vars['--font-mono']).toBe(themes.light.font.mono);
  });
});
