import { describe, expect, it } from 'vitest';
import { onlyShiftedLines, type Rgba } from './screenshotShift.ts';

const WIDTH = 600;
const HEIGHT = 300;

function blank(): Rgba {
  return { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 4).fill(255) };
}

function paint(
  image: Rgba,
  x: number,
  y: number,
  grey: number,
  rgb: [number, number, number] = [grey, grey, grey],
) {
  const i = (y * image.width + x) * 4;
  image.data.set([...rgb, 255], i);
}

/** A line of "glyphs": a few strokes of varying grey, like anti-aliased text, at (left, top). */
function line(image: Rgba, left: number, top: number, word = 'abcdefgh', colour?: [number, number, number]) {
  [...word].forEach((ch, n) => {
    const code = ch.charCodeAt(0);
    for (let dy = 0; dy < 11; dy += 1) {
      for (let dx = 0; dx < 6; dx += 1) {
        if ((code * (dx + 3) + dy * 7) % 5 < 2)
          paint(image, left + n * 8 + dx, top + dy, (code * dy * 13) % 200, colour);
      }
    }
  });
}

function picture(lines: [number, number, string?][]): Rgba {
  const image = blank();
  for (const [left, top, word] of lines) line(image, left, top, word);
  return image;
}

describe('a picture that differs from its baseline only by lines a pixel off', () => {
  it('passes when one line of text came out a pixel lower, every glyph the same', () => {
    const reference = picture([
      [10, 10],
      [10, 40],
    ]);
    const actual = picture([
      [10, 11],
      [10, 40],
    ]);
    const verdict = onlyShiftedLines(reference, actual);
    expect(verdict).toMatchObject({ explained: true, regions: 1 });
  });

  it('passes when two lines moved in different directions, up and sideways', () => {
    const reference = picture([
      [10, 10],
      [10, 40],
      [20, 80],
    ]);
    const actual = picture([
      [10, 9],
      [10, 40],
      [21, 80],
    ]);
    expect(onlyShiftedLines(reference, actual)).toMatchObject({ explained: true, regions: 2 });
  });

  it('passes a word that moved with its line even when the words stand apart', () => {
    const reference = picture([
      [10, 10, 'abc'],
      [120, 10, 'xyz'],
    ]);
    const actual = picture([
      [10, 11, 'abc'],
      [120, 11, 'xyz'],
    ]);
    expect(onlyShiftedLines(reference, actual)).toMatchObject({ explained: true });
  });

  it('fails a changed word, even one drawn in the same place', () => {
    const reference = picture([[10, 10, 'abcdefgh']]);
    const actual = picture([[10, 10, 'abcdefgj']]);
    const verdict = onlyShiftedLines(reference, actual);
    expect(verdict.explained).toBe(false);
    expect(verdict).toMatchObject({ reason: expect.stringContaining('not the baseline moved by one pixel') });
  });

  it('fails a changed word on a line that also moved', () => {
    const reference = picture([[10, 10, 'abcdefgh']]);
    const actual = picture([[10, 11, 'abcdefgj']]);
    expect(onlyShiftedLines(reference, actual).explained).toBe(false);
  });

  it('fails a line drawn in another colour', () => {
    const reference = picture([[10, 10]]);
    const actual = blank();
    line(actual, 10, 10, 'abcdefgh', [200, 30, 30]);
    expect(onlyShiftedLines(reference, actual).explained).toBe(false);
  });

  it('fails a line moved by two pixels', () => {
    const reference = picture([[10, 10]]);
    const actual = picture([[10, 12]]);
    expect(onlyShiftedLines(reference, actual).explained).toBe(false);
  });

  it('fails a whole layout moved by a pixel: more differs than a line or two', () => {
    const rows: [number, number][] = Array.from({ length: 9 }, (_, n) => [4, 4 + n * 12]);
    const reference = picture(rows);
    const actual = picture(rows.map(([x, y]) => [x, y + 1]));
    const verdict = onlyShiftedLines(reference, actual);
    expect(verdict).toMatchObject({
      explained: false,
      reason: expect.stringMatching(/pixels differ, more than 1800$/),
    });
  });

  it('fails pictures of different sizes', () => {
    const reference = blank();
    const actual: Rgba = { width: WIDTH, height: HEIGHT + 1, data: new Uint8Array(WIDTH * (HEIGHT + 1) * 4) };
    expect(onlyShiftedLines(reference, actual)).toEqual({
      explained: false,
      reason: 'the pictures differ in size',
    });
  });
});
