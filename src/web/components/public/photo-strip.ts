import { useCallback, useRef, useState } from 'react';

/**
 * A row of photos one frame wide that snaps to each (CSS scroll-snap): the index shown follows the
 * visitor's own swipes (read from the scroll position), and `go` scrolls to a photo chosen by a
 * button or a key. While such a scroll is under way its intermediate positions are ignored, so the
 * index never flickers through the photos passed on the way.
 */
export function usePhotoStrip(total: number, initial = 0) {
  const [index, setIndex] = useState(initial);
  const ref = useRef<HTMLDivElement | null>(null);
  const heading = useRef<number | null>(null);

  const go = useCallback(
    (target: number, behavior: ScrollBehavior = 'smooth') => {
      const clamped = Math.min(Math.max(target, 0), Math.max(total - 1, 0));
      setIndex(clamped);
      const el = ref.current;
      if (!el || el.clientWidth === 0) return;
      const left = clamped * el.clientWidth;
      if (Math.abs(el.scrollLeft - left) < 1) return;
      heading.current = behavior === 'smooth' ? clamped : null;
      el.scrollTo({ left, behavior });
    },
    [total],
  );

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el || el.clientWidth === 0) return;
    const at = Math.min(Math.max(Math.round(el.scrollLeft / el.clientWidth), 0), total - 1);
    if (heading.current !== null) {
      // A scroll we started: done once it has arrived.
      if (Math.abs(el.scrollLeft - heading.current * el.clientWidth) < 2) heading.current = null;
      return;
    }
    setIndex(at);
  }, [total]);

  // A finger, a pen or a wheel on the strip takes over from a scroll we started.
  const takeOver = useCallback(() => {
    heading.current = null;
  }, []);

  // When the visitor's own scroll ends, the photo it rests on is the one shown. The end of a scroll we
  // started (or of one a newer button press replaced) changes nothing: that photo was shown when it began.
  const onScrollEnd = useCallback(() => {
    const el = ref.current;
    if (!el || el.clientWidth === 0) return;
    if (heading.current !== null) {
      if (Math.abs(el.scrollLeft - heading.current * el.clientWidth) < 2) heading.current = null;
      return;
    }
    setIndex(Math.min(Math.max(Math.round(el.scrollLeft / el.clientWidth), 0), total - 1));
  }, [total]);

  // Photos are drawn (and fetched) once they are next to the one shown: the strip costs a phone no more
  // than the photos it can reach with one swipe, and every drawn <img> is one the browser loads.
  const drawn = useRef(new Set<number>());
  for (const near of [index - 1, index, index + 1]) drawn.current.add((near + total) % Math.max(total, 1));
  const isDrawn = (i: number) => drawn.current.has(i);

  return {
    ref,
    index,
    go,
    isDrawn,
    /** What the strip's element listens to: `<div ref={strip.ref} {...strip.listeners}>`. */
    listeners: { onScroll, onScrollEnd, onPointerDown: takeOver, onWheel: takeOver, onTouchStart: takeOver },
  };
}
