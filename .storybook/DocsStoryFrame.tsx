import { type Of, useOf } from '@storybook/addon-docs/blocks';
import { useEffect, useRef, useState } from 'react';
import { docsFrame } from '../scripts/docsFrame.ts';

/** Frames this far below (or above) the visible page start loading, so a slow scroll meets painted ones. */
const loadAhead = '400px 0px';

/**
 * The Story block of every Docs page (preview.tsx `docs.components`): each story in its own frame,
 * at the size of the screen it picks, scaled to the column, and loaded only once it nears the
 * visible part of the page, so a screen's page does not start two dozen consoles at once.
 */
export function DocsStoryFrame({ of }: { of?: Of }) {
  const { story } = useOf(of ?? 'story', ['story']);
  const box = useRef<HTMLDivElement>(null);
  const [columnWidth, setColumnWidth] = useState(0);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const resize = new ResizeObserver(([entry]) => setColumnWidth(Math.floor(entry?.contentRect.width ?? 0)));
    resize.observe(element);
    const approach = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        approach.disconnect();
      },
      { rootMargin: loadAhead },
    );
    approach.observe(element);
    return () => {
      resize.disconnect();
      approach.disconnect();
    };
  }, []);

  const fallbackHeight = Number.parseInt(String(story.parameters.docs?.story?.iframeHeight ?? 560), 10);
  const frame = docsFrame(story.storyGlobals.viewport, columnWidth, fallbackHeight);
  const shownWidth = Math.round(frame.width * frame.scale);
  const shownHeight = Math.round(frame.height * frame.scale);
  // A screen narrower than the column (a phone) stands in its middle.
  const left = Math.max(0, Math.floor((columnWidth - shownWidth) / 2));
  const src = `iframe.html?${new URLSearchParams({ id: story.id, viewMode: 'story' })}`;

  return (
    <div className="sb-unstyled" style={{ fontFamily: 'sans-serif', fontSize: 13 }}>
      {frame.label ? (
        <p style={{ margin: '8px 12px', color: '#5c6870' }}>
          {frame.label}
          {frame.scale < 1 ? `, shown at ${Math.round(frame.scale * 100)} %` : ''}
        </p>
      ) : null}
      <div ref={box} style={{ position: 'relative', height: shownHeight }}>
        <div
          style={{
            position: 'absolute',
            top: 0,
            left,
            width: shownWidth,
            height: shownHeight,
            overflow: 'hidden',
          }}
        >
          {/* Shows through until the frame paints its first picture: never a blank box while scrolling. */}
          <p style={{ position: 'absolute', margin: 0, inset: '16px 12px auto', color: '#5c6870' }}>
            {near ? `Loading “${story.name}”…` : `“${story.name}” loads when scrolled into view.`}
          </p>
          {near && columnWidth > 0 ? (
            <iframe
              title={story.name}
              src={src}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: frame.width,
                height: frame.height,
                border: 0,
                transform: `scale(${frame.scale})`,
                transformOrigin: '0 0',
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
