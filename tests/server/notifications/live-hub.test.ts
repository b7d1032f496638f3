import { describe, expect, it } from "vitest";
import { liveHub } from "../../../server/notifications/live-hub.js";
import { sseStream } from "../../../server/notifications/sse-stream.js";
import type { LiveEventsRepository, SequencedEvent } from "../../../server/repositories/live-events.js";

const quiet = { error() {}, warn() {} } as unknown as Parameters<typeof liveHub>[0]["log"];

function event(seq: number, uid: string): SequencedEvent {
  const data = { conversationId: "c", readAt: new Date(0).toISOString() };
  return { seq, uid, event: { name: "message-read", data } };
}

/** A hub over a fake NOTIFY channel and a log of `stored` events; counts the log's reads. */
async function hubOver(stored: SequencedEvent[]) {
  const reads: number[][] = [];
  let notify: (payload: string) => void = () => {};
  const events = {
    listSince: async () => [],
    bySeqs: async (seqs: readonly number[]) => {
      reads.push([...seqs]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Map(stored.filter((e) => seqs.includes(e.seq)).map((e) => [e.seq, e]));
    },
  } as unknown as LiveEventsRepository;
  const hub = liveHub({
    listen: async (_channel, onPayload) => {
      notify = onPayload;
      return async () => {};
    },
    events,
    log: quiet,
  });
  await hub.start();
  const signal = (e: SequencedEvent) => notify(JSON.stringify({ uid: e.uid, seq: e.seq }));
  return { hub, reads, signal };
}

function received(stream: ReturnType<typeof sseStream>): number[] {
  const text = String(stream.body.read() ?? "");
  return [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe("the live hub", () => {
  it("reads the signals that arrive while a read is under way in one query, and sends them in arrival order", async () => {
    const stored = [event(1, "ana"), event(2, "ben"), event(4, "ana"), event(3, "ana"), event(5, "ben")];
    const { hub, reads, signal } = await hubOver(stored);
    const ana = sseStream();
    const ben = sseStream();
    hub.open("ana", ana, undefined);
    hub.open("ben", ben, undefined);
    await settle();
    received(ana);
    received(ben);

    const [first, ...rest] = stored;
    if (first) signal(first);
    await new Promise((resolve) => setImmediate(resolve));
    for (const e of rest) signal(e);
    await settle();

    // The first signal's read is under way when the other four come: they share the next one.
    expect(reads).toEqual([[1], [2, 4, 3, 5]]);
    expect(received(ana)).toEqual([1, 4, 3]);
    expect(received(ben)).toEqual([2, 5]);
  });

  it("reads nothing for a person with no stream here, and sends no one a row that is not theirs", async () => {
    const { hub, reads, signal } = await hubOver([event(7, "ana"), event(9, "ben")]);
    const ana = sseStream();
    hub.open("ana", ana, undefined);
    await settle();
    received(ana);

    signal(event(6, "cyd"));
    await settle();
    expect(reads).toEqual([]);

    signal(event(7, "ana"));
    // Names ana, but row 9 is ben's.
    signal(event(9, "ana"));
    await settle();
    expect(reads).toEqual([[7, 9]]);
    expect(received(ana)).toEqual([7]);
  });
});
