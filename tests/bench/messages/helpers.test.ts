import { describe, expect, it } from "vitest";
import { hostSpeedIndex } from "../../../bench/host-speed.js";
import { countStatuses } from "../../../bench/messages/instances.js";
import { percentile, summarize } from "../../../bench/messages/percentiles.js";
import { sseParser } from "../../../bench/messages/sse.js";
import { messageNumber, messageText } from "../../../bench/messages/traffic.js";

/**
 * The messages bench's own arithmetic (bench/messages/): its percentiles, how it reads an event
 * stream however the chunks fall, how it finds a message's send by its text, and how it counts
 * the instances' answers from their logs.
 */
describe("percentile", () => {
  it("is the nearest rank, whatever the order", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([42], 1)).toBe(42);
  });

  it("of 1 000 values, p99 is the 990th and p50 the 500th", () => {
    const values = Array.from({ length: 1_000 }, (_, i) => 1_000 - i);
    expect(percentile(values, 99)).toBe(990);
    expect(percentile(values, 50)).toBe(500);
  });

  it("is NaN of nothing, and refuses a rank outside (0, 100]", () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 0)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
  });

  it("summarizes count, p50, p99 and max without changing its input", () => {
    const values = [3, 1, 2];
    expect(summarize(values)).toEqual({ count: 3, p50: 2, p99: 3, max: 3 });
    expect(values).toEqual([3, 1, 2]);
    expect(summarize([]).count).toBe(0);
  });
});

describe("sseParser", () => {
  const stream =
    "retry: 5000\n: connected\n\n" +
    'id: 7\nevent: message\ndata: {"text":"bench a 1"}\n\n' +
    ": heartbeat\n\n" +
    'id: 8\nevent: message-read\ndata: {"conversationId":"c"}\n\n';

  it("reads the events and skips comments and the retry frame", () => {
    expect(sseParser().feed(stream)).toEqual([
      { id: "7", event: "message", data: '{"text":"bench a 1"}' },
      { id: "8", event: "message-read", data: '{"conversationId":"c"}' },
    ]);
  });

  it("reads the same events whichever way the chunks split the stream", () => {
    for (const size of [1, 2, 3, 7, 13]) {
      const parser = sseParser();
      const got = [];
      for (let at = 0; at < stream.length; at += size) got.push(...parser.feed(stream.slice(at, at + size)));
      expect(got.map((f) => f.id)).toEqual(["7", "8"]);
      expect(got[0].data).toBe('{"text":"bench a 1"}');
    }
  });

  it("takes CRLF line endings, joins data lines, and names an unnamed event 'message'", () => {
    const parser = sseParser();
    expect(parser.feed("data: a\r\ndata:b\r\n")).toEqual([]);
    expect(parser.feed("\r\n")).toEqual([{ id: undefined, event: "message", data: "a\nb" }]);
  });

  it("holds an unfinished frame until its blank line", () => {
    const parser = sseParser();
    expect(parser.feed("event: message\ndata: x\n")).toEqual([]);
    expect(parser.feed("\n")).toEqual([{ id: undefined, event: "message", data: "x" }]);
  });
});

describe("message texts", () => {
  it("carry the run and the number, and only the run's own are read back", () => {
    expect(messageNumber("r1", messageText("r1", 4_321))).toBe(4_321);
    expect(messageNumber("r2", messageText("r1", 4_321))).toBeUndefined();
    expect(messageNumber("r1", "Hello! Are you free this week?")).toBeUndefined();
  });
});

describe("countStatuses", () => {
  const line = (o: object) => JSON.stringify({ level: 30, time: 1, ...o });
  it("counts the answers logged, the 5xx and 429 among them, and the error records", () => {
    const log = [
      line({ msg: "Server listening at http://127.0.0.1:1" }),
      line({ msg: "incoming request", req: { method: "POST" } }),
      line({ msg: "request completed", res: { statusCode: 201 } }),
      line({ msg: "request completed", res: { statusCode: 429 } }),
      line({ msg: "request completed", res: { statusCode: 503 } }),
      line({ msg: "stream closed prematurely", res: { statusCode: 200 } }),
      JSON.stringify({ level: 50, msg: "live notifications: delivery failed" }),
      "TypeError: not JSON",
      "",
    ].join("\n");
    expect(countStatuses(log)).toEqual({ completed: 4, serverErrors: 1, tooMany: 1, errors: 2 });
  });
});

describe("hostSpeedIndex", () => {
  it("is a positive whole number of iterations a second, from about one second of work", () => {
    const started = performance.now();
    const index = hostSpeedIndex();
    const took = performance.now() - started;
    expect(Number.isInteger(index)).toBe(true);
    expect(index).toBeGreaterThan(0);
    // Two loops of at least 500 ms each, and not much more.
    expect(took).toBeGreaterThanOrEqual(1_000);
    expect(took).toBeLessThan(10_000);
  });
});
