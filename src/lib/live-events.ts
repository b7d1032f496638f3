import { useEffect, useRef } from "react";

/** Same origin: the session cookie goes along without `withCredentials`. */
export const EVENTS_URL = "/api/events";

/** What a feature does with the live events it is about. */
export interface LiveEventHandlers {
  /** By event name (`notification`, `message`, …): called with each event's data. */
  events: Readonly<Record<string, (data: string) => void>>;
  /** The connection came back after a drop: refetch what the server may not have replayed. */
  resumed(): void;
}

/**
 * The signed-in page's one live connection (docs/decisions.md, Live notifications): an EventSource
 * on /api/events, open while the component using it is on screen (closed at logout, unmount).
 * EventSource reconnects by itself, sending Last-Event-ID so the server replays what was missed;
 * after a drop each feature is told anyway, in case the server could not replay it. The handlers
 * may change at every render: the connection follows the person (`uid`), not them.
 */
export function useLiveEvents(uid: string, handlers: readonly LiveEventHandlers[]): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    if (typeof EventSource === "undefined" || uid === "") return;
    const source = new EventSource(EVENTS_URL);
    let dropped = false;
    const names = new Set(current.current.flatMap((h) => Object.keys(h.events)));
    const listeners = [...names].map((name) => {
      const listener = (event: MessageEvent<string>) => {
        for (const h of current.current) h.events[name]?.(event.data);
      };
      source.addEventListener(name, listener);
      return [name, listener] as const;
    });
    const onError = () => {
      dropped = true;
    };
    const onOpen = () => {
      if (dropped) for (const h of current.current) h.resumed();
      dropped = false;
    };
    source.addEventListener("error", onError);
    source.addEventListener("open", onOpen);
    return () => {
      for (const [name, listener] of listeners) source.removeEventListener(name, listener);
      source.removeEventListener("error", onError);
      source.removeEventListener("open", onOpen);
      source.close();
    };
  }, [uid]);
}
