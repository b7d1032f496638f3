import { monitorEventLoopDelay } from "node:perf_hooks";
import { chatMessageSchema } from "../../contract/index.js";
import type { Person } from "./people.js";
import { type LatencySummary, summarize } from "./percentiles.js";
import { openStreams } from "./streams.js";
import { messageNumber, type Send, sendMessages } from "./traffic.js";

export interface LiveOptions {
  bases: readonly string[];
  people: readonly Person[];
  rate: number;
  /** Sent first and checked for loss, not timed: the instances' JIT and pools warm up. */
  warmSeconds: number;
  seconds: number;
  /** Streams open at an even pace over this long (the heartbeat interval). */
  spreadMs: number;
  /** How long after the last answer a missing event still counts as late, not lost. */
  graceMs: number;
}

export interface LiveResult {
  streams: { open: number; failed: string[]; dropped: number; openedInMs: number };
  sent: number;
  /** Answered 201. */
  stored: number;
  /** Answers other than 201 by status ("error" when the request failed). */
  refused: Map<string, number>;
  received: number;
  /** Stored but never seen on the recipient's stream. */
  lost: number;
  duplicates: number;
  /** Seen on a stream that is not the recipient's, or not as sent. */
  misdelivered: number;
  /** POST to the `message` event at the recipient, over the timed messages. */
  delivery: LatencySummary;
  /** POST to its answer, over the timed messages. */
  answer: LatencySummary;
  /** Achieved sending rate over the timed part (messages a second). */
  rate: number;
  /** The bench process's own delay while sending (ms): event-loop p99 and max, schedule slip max. */
  client: { loopP99: number; loopMax: number; slipMax: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (ns: number) => ns / 1e6;

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Part 1 of the messages bench: everyone's event stream open (person i on instance i mod the
 * instances), then messages at `rate` a second. The senders take turns in a shuffled order, so
 * each person sends once every people/rate seconds (6 a minute for 2 000 at 200/s, under the 30 a
 * minute a sender may), to one of their conversations chosen at random, through a random instance.
 */
export async function runLive(run: string, o: LiveOptions): Promise<LiveResult> {
  const total = Math.round(o.rate * (o.warmSeconds + o.seconds));
  const warm = Math.round(o.rate * o.warmSeconds);
  const sends: Send[] = [];
  const seen = new Uint16Array(total);
  const arrivedAt = new Float64Array(total);
  let misdelivered = 0;
  let received = 0;

  const onFrame = (uid: string, frame: { event: string; data: string }, at: number) => {
    if (frame.event !== "message") return;
    let data: unknown;
    try {
      data = JSON.parse(frame.data);
    } catch {
      data = undefined;
    }
    const parsed = chatMessageSchema.safeParse(data);
    const n = parsed.success ? messageNumber(run, parsed.data.text) : undefined;
    const s = n === undefined ? undefined : sends[n];
    if (n === undefined || !s || s.recipient !== uid) {
      misdelivered++;
      return;
    }
    if (seen[n]++ === 0) {
      received++;
      arrivedAt[n] = at;
    }
  };

  const t0 = performance.now();
  const streams = await openStreams(
    o.people.map((p, i) => ({ uid: p.uid, cookie: p.cookie, base: o.bases[i % o.bases.length] })),
    o.spreadMs,
    onFrame,
  );
  const openedInMs = performance.now() - t0;
  const order = shuffled(o.people);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  try {
    const done = await sendMessages(
      run,
      o.bases,
      o.rate,
      total,
      (n) => {
        const sender = order[n % order.length];
        const c = sender.conversations[Math.floor(Math.random() * sender.conversations.length)];
        return { cookie: sender.cookie, conversationId: c.id, recipient: c.other };
      },
      (s) => {
        sends[s.n] = s;
      },
    );
    loop.disable();
    const stored = done.filter((s) => s.status === 201).length;
    const deadline = performance.now() + o.graceMs;
    while (received < stored && performance.now() < deadline) await sleep(50);

    const refused = new Map<string, number>();
    for (const s of done) {
      if (s.status === 201) continue;
      const key = s.status === undefined ? "error" : String(s.status);
      refused.set(key, (refused.get(key) ?? 0) + 1);
    }
    const timed = done.filter((s) => s.n >= warm);
    const firstTimed = timed[0]?.sentAt ?? 0;
    const lastTimed = timed.at(-1)?.sentAt ?? 0;
    return {
      streams: { open: streams.open, failed: streams.failed, dropped: streams.dropped, openedInMs },
      sent: done.length,
      stored,
      refused,
      received,
      lost: done.filter((s) => s.status === 201 && seen[s.n] === 0).length,
      duplicates: done.filter((s) => seen[s.n] > 1).length,
      misdelivered,
      delivery: summarize(timed.filter((s) => seen[s.n] > 0).map((s) => arrivedAt[s.n] - s.sentAt)),
      answer: summarize(timed.flatMap((s) => (s.answeredAt === undefined ? [] : [s.answeredAt - s.sentAt]))),
      rate: timed.length > 1 ? ((timed.length - 1) * 1000) / (lastTimed - firstTimed) : 0,
      client: {
        loopP99: ms(loop.percentile(99)),
        loopMax: ms(loop.max),
        slipMax: Math.max(0, ...done.map((s) => s.slipMs)),
      },
    };
  } finally {
    loop.disable();
    streams.close();
  }
}
