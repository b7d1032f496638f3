import type { FastifyBaseLogger } from "fastify";
import type { Database_ } from "../db/connect.js";
import { NOTIFICATIONS_CHANNEL, type NotificationSignal, parseSignal } from "../repositories/event-log.js";
import type { LiveEventsRepository, SequencedEvent } from "../repositories/live-events.js";
import type { SseStream } from "./sse-stream.js";

export interface LiveHubOptions {
  listen: Database_["listen"];
  /**
   * Over the ROOT database handle, never the request-scoped one: a NOTIFY may be handled while
   * some request's transaction is the current one, and a stream must not read through it.
   */
  events: LiveEventsRepository;
  log: FastifyBaseLogger;
}

/** One open GET /events of one person on this instance. */
interface Listener {
  uid: string;
  stream: SseStream;
  /** Seqs already sent: an event both in the resume backlog and arriving live goes once. */
  sent: Set<number>;
  /** Highest seq sent: where a catch-up after a lost LISTEN connection starts. */
  lastSeq: number;
  /** Live events that arrived while the backlog was being read; null once it was sent. */
  waiting: SequencedEvent[] | null;
}

const SENT_REMEMBERED = 200;
/** At most this many signals are read in one query. */
const BATCH = 500;

/**
 * This instance's open event streams by person, fed by the database's NOTIFY: whichever instance
 * stored a notification or a message event, each instance reads the row once and sends it to its
 * own streams of that person, under the event's name (live-events.ts; docs/decisions.md, Live
 * notifications).
 */
export function liveHub({ listen, events, log }: LiveHubOptions) {
  const byUser = new Map<string, Set<Listener>>();
  let unlisten: (() => Promise<void>) | null = null;
  // NOTIFYs are handled one after another, so that each person's events leave in commit order.
  let chain: Promise<void> = Promise.resolve();

  function deliver(l: Listener, n: SequencedEvent): void {
    if (l.sent.has(n.seq) || l.stream.ended) return;
    l.stream.event(n.event.name, n.seq, n.event.data);
    l.sent.add(n.seq);
    if (l.sent.size > SENT_REMEMBERED) l.sent.delete(l.sent.values().next().value as number);
    l.lastSeq = Math.max(l.lastSeq, n.seq);
  }

  /**
   * Signals waiting to be read. Each drain reads all of them (up to BATCH) in one query, so under
   * load the reads grow in size rather than in number, and each event still leaves in the order
   * its NOTIFY arrived (commit order).
   */
  let pending: NotificationSignal[] = [];

  function onSignal(signal: NotificationSignal): void {
    if (!byUser.has(signal.uid)) return;
    pending.push(signal);
    if (pending.length === 1) enqueue(drain);
  }

  async function drain(): Promise<void> {
    const batch = pending.slice(0, BATCH);
    pending = pending.slice(BATCH);
    if (pending.length > 0) enqueue(drain);
    const wanted = batch.filter((s) => byUser.has(s.uid));
    const found = await events.bySeqs(wanted.map((s) => s.seq));
    for (const signal of wanted) {
      const n = found.get(signal.seq);
      // Gone already (its lesson or conversation was deleted), or not the person the signal named.
      if (!n || n.uid !== signal.uid) continue;
      for (const l of byUser.get(signal.uid) ?? []) {
        if (l.waiting) l.waiting.push(n);
        else deliver(l, n);
      }
    }
  }

  /** After the LISTEN connection came back: NOTIFYs in between were lost, read what they said. */
  async function catchUp(): Promise<void> {
    for (const listeners of byUser.values()) {
      for (const l of listeners) {
        if (l.waiting || l.stream.ended) continue;
        for (const n of await events.listSince(l.uid, l.lastSeq)) deliver(l, n);
      }
    }
  }

  function enqueue(work: () => Promise<void>): void {
    chain = chain
      .then(work)
      .catch((err: unknown) => log.error({ err }, "live notifications: delivery failed"));
  }

  function remove(l: Listener): void {
    const set = byUser.get(l.uid);
    set?.delete(l);
    if (set?.size === 0) byUser.delete(l.uid);
  }

  return {
    /** LISTENs (once per instance); streams can be opened from now on. */
    async start(): Promise<void> {
      unlisten = await listen(
        NOTIFICATIONS_CHANNEL,
        (payload) => {
          const signal = parseSignal(payload);
          if (signal) onSignal(signal);
        },
        () => enqueue(catchUp),
      );
    },

    /**
     * Adds a stream of `uid`. With `since` (a Last-Event-ID) it first sends what came after it,
     * then what arrived meanwhile, each once. Synchronous registration: call it right after a
     * place was taken (server/notifications/stream-slots.ts). Answers the function that removes the stream.
     */
    open(uid: string, stream: SseStream, since: number | undefined): () => void {
      const l: Listener = { uid, stream, sent: new Set(), lastSeq: since ?? 0, waiting: [] };
      const set = byUser.get(uid) ?? new Set<Listener>();
      set.add(l);
      byUser.set(uid, set);
      const backlog = since === undefined ? Promise.resolve([]) : events.listSince(uid, since);
      backlog.then(
        (missed) => {
          const arrived = l.waiting ?? [];
          l.waiting = null;
          for (const n of [...missed, ...arrived].sort((x, y) => x.seq - y.seq)) deliver(l, n);
        },
        (err: unknown) => {
          log.error({ err }, "live notifications: could not read what a stream missed");
          // Ended rather than open with a gap: the client reconnects with the same Last-Event-ID.
          stream.end();
        },
      );
      return () => remove(l);
    },

    /** Ends every open stream (at shutdown: clients reconnect, to another instance). */
    endAll(): void {
      for (const set of byUser.values()) for (const l of set) l.stream.end();
    },

    async stop(): Promise<void> {
      const stop = unlisten;
      unlisten = null;
      // The database may be closed already (it goes with its connections); nothing is left to stop then.
      await stop?.().catch((err: unknown) => log.warn({ err }, "live notifications: could not UNLISTEN"));
      await chain;
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
