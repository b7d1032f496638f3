import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";

/** How near the end (in px) still counts as reading the latest messages. */
const NEAR_END_PX = 48;

/**
 * A conversation that stays at its latest message as messages arrive, unless the person scrolled up
 * to read earlier ones: then the new ones wait under a 'New messages' button (docs/product.md,
 * Messages). Earlier pages loaded at the top keep what was on screen where it was.
 *
 * `first` and `last` name the oldest and newest lines shown; `ownLast` says the newest is the
 * person's own (what one sends always scrolls into view).
 */
export function useStickToBottom(
  scroller: RefObject<HTMLElement | null>,
  { first, last, ownLast }: { first: string | undefined; last: string | undefined; ownLast: boolean },
) {
  const atEnd = useRef(true);
  const [newBelow, setNewBelow] = useState(false);
  const seen = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });

  const toEnd = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atEnd.current = true;
    setNewBelow(false);
  }, [scroller]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX;
    if (atEnd.current) setNewBelow(false);
  }, [scroller]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    if (before.first !== undefined && first !== before.first && last === before.last) {
      // Earlier messages came in above: keep the lines that were on screen in place.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last) {
      if (before.last === undefined || atEnd.current || ownLast) toEnd();
      else setNewBelow(true);
    }
    seen.current = { first, last, height: el.scrollHeight };
  }, [scroller, first, last, ownLast, toEnd]);

  return { onScroll, newBelow, toEnd, atEnd };
}
