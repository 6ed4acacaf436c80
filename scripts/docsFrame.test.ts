import { describe, expect, it } from 'vitest';
import { docsFrame } from './docsFrame.ts';

describe('docsFrame', () => {
  it('draws a desktop story at 1920×1080 and shrinks it to the column', () => {
    const frame = docsFrame({ value: 'desktop', isRotated: false }, 960, 560);
    expect(frame).toEqual({ label: 'Desktop 1920×1080', width: 1920, height: 1080, scale: 0.5 });
  });

  it('keeps a phone story at its own size in a wider column', () => {
    expect(docsFrame({ value: 'phone' }, 998, 560)).toMatchObject({ width: 390, height: 844, scale: 1 });
  });

  it('shrinks the laptop to the column width', () => {
    const frame = docsFrame({ value: 'laptop' }, 683, 560);
    expect(frame.width * frame.scale).toBe(683);
    expect(frame.height * frame.scale).toBe(384);
  });

  it('lets a story without a screen, or with one Storybook alone knows, fill the column', () => {
    expect(docsFrame(undefined, 998, 560)).toEqual({ label: null, width: 998, height: 560, scale: 1 });
    expect(docsFrame({ value: 'mobile1' }, 998, 560)).toMatchObject({ label: null, width: 998 });
  });

  it('does not collapse a frame whose column has not been measured yet', () => {
    expect(docsFrame({ value: 'desktop' }, 0, 560).scale).toBe(1);
  });
});
