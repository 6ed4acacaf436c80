import { themes } from './themes.ts';
import { font, radius } from './tokens.ts';

type Palette = { [name: string]: string | Palette };

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function colours(light: Palette, dark: Palette, prefix: string, out: Record<string, string>): void {
  for (const [name, value] of Object.entries(light)) {
    const other = dark[name];
    const key = `${prefix}-${kebab(name)}`;
    if (typeof value === 'string') out[key] = `light-dark(${value}, ${String(other)})`;
    else colours(value, other as Palette, key, out);
  }
}

/**
 * The theme as CSS custom properties (`--color-fg-muted`, `--radius-md`, `--font-family`…), for the
 * sign-in page, which is drawn with plain CSS so that it loads no styled-components. Each colour is
 * a `light-dark()` pair, so it follows `color-scheme`: the system's, or the one the theme switch pins.
 */
export function themeVariables(): Record<string, string> {
  const out: Record<string, string> = {};
  colours(themes.light.color, themes.dark.color, '--color', out);
  for (const [name, value] of Object.entries(radius)) out[`--radius-${name}`] = value;
  for (const [name, value] of Object.entries(font.size)) out[`--font-size-${name}`] = value;
  out['--font-family'] = font.family;
  out['--font-mono'] = font.mono;
  return out;
}
