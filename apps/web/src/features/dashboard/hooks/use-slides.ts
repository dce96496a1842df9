import { useState, type KeyboardEvent } from 'react';

/** A slide show's position, its Next and Back, and the keys that move it (arrows, Home, End). */
export function useSlides(count: number) {
  const [index, setIndex] = useState(0);
  const go = (i: number) => setIndex(Math.max(0, Math.min(count - 1, i)));
  const next = () => go(index + 1);
  const back = () => go(index - 1);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };

  return { index, go, next, back, onKeyDown, isFirst: index === 0, isLast: index === count - 1 };
}
