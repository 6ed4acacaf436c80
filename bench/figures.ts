// The figures of one bench run, each against its goal, and the Markdown table they make.

export const KB = 1000;

export type Figure = {
  area: string;
  figure: string;
  value: number | null;
  unit: string;
  /** The goal: value ≤ goal, or ≥ goal when `atLeast`. */
  goal: number | null;
  atLeast?: boolean;
  note?: string;
  /** Why the goal is not met yet, when it is not: listed under the table. */
  gap?: string;
};
export const figures: Figure[] = [];
export const add = (f: Figure) => {
  figures.push(f);
  console.log(`  ${f.area} · ${f.figure}: ${f.value === null ? f.note : `${round(f.value)} ${f.unit}`}`);
};
export const round = (n: number) => (n >= 100 ? Math.round(n) : Math.round(n * 100) / 100);
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

const meets = (f: Figure) =>
  f.goal === null || f.value === null || (f.atLeast ? f.value >= f.goal : f.value <= f.goal);

/** The table's lines, and one line per missed goal for the "Goals not met" list. */
export function report(): { rows: string[]; missed: string[] } {
  const lines = ['| area | figure | measured | goal | ratio to goal | |', '|---|---|---|---|---|---|'];
  for (const f of figures) {
    if (f.value === null) {
      lines.push(`| ${f.area} | ${f.figure} | ${f.note} | ${f.goal === null ? '—' : `≤ ${f.goal}`} | — | |`);
      continue;
    }
    const goal =
      f.goal === null
        ? '—'
        : `${f.atLeast ? '≥' : '≤'} ${f.goal}${f.unit === '×' ? '×' : ` ${f.unit.split(' ')[0]}`}`;
    // A goal of zero (no failed request) has no ratio: met exactly when the value is zero too.
    const ratio =
      f.goal === null
        ? '—'
        : f.goal === 0 && !f.atLeast
          ? '—'
          : f.atLeast
            ? f.goal / f.value
            : f.value / f.goal;
    const ok = f.goal === null ? '' : meets(f) ? 'ok' : '**over**';
    lines.push(
      `| ${f.area} | ${f.figure} | ${round(f.value)} ${f.unit} | ${goal}${f.note ? ` (${f.note})` : ''} | ${typeof ratio === 'number' ? round(ratio) : ratio} | ${ok} |`,
    );
  }
  // Every missed goal is listed, those the bench has no explanation for too.
  const missed = figures
    .filter((f) => f.goal !== null && f.value !== null && !meets(f))
    .map((f) => `- **${f.area} · ${f.figure}**: ${f.gap ?? 'missed in this run; no reason is known.'}`);
  return { rows: lines, missed };
}

/** The Markdown of a table and its missed goals. */
export function markdown(rows: string[], missed: string[]): string {
  return [...rows, ...(missed.length ? ['', '## Goals not met, and why', '', ...missed] : [])].join('\n');
}
