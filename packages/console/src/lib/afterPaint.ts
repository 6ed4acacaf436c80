import { useEffect, useState } from 'react';

/**
 * False until the page has painted once since the caller mounted. For parts that are not the
 * point of a first look (the desk's live stream, the figures' chart): rendered in the first pass,
 * their chunks are requested before the paint and their Suspense holds the screen back (React
 * waits up to 300 ms before revealing a screen with a part still loading), so the page's first
 * paint waited for a download nobody was reading yet.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    // After the next frame's paint; the timer alone covers a background tab, where frames wait.
    let timer = setTimeout(done, 250);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
