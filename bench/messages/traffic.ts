import { randomUUID } from "node:crypto";
import http from "node:http";
import { IDEMPOTENCY_HEADER } from "../../contract/index.js";

/** One message of the run: who sent it where, when, and what the instance answered. */
export interface Send {
  n: number;
  recipient: string;
  /** performance.now() (ms) just before the request was written. */
  sentAt: number;
  /** How late the request left against its place in the schedule (the bench's own delay). */
  slipMs: number;
  status?: number;
  answeredAt?: number;
  error?: string;
}

/** What message `n` is: its sender's cookie, the conversation and the other person in it. */
export interface Pick {
  cookie: string;
  conversationId: string;
  recipient: string;
}

/** The text of message `n` of run `run`: the recipient's stream finds its send by it. */
export const messageText = (run: string, n: number) => `bench ${run} ${n}`;
export function messageNumber(run: string, text: string): number | undefined {
  const m = /^bench (\S+) (\d+)$/.exec(text);
  return m && m[1] === run ? Number(m[2]) : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `total` messages at `rate` a second, open loop: message n leaves at n / rate seconds
 * whatever the answers so far (a slow server meets the same arrivals, its queue shows in the
 * latencies). Each goes to a random instance of `bases` over a keep-alive pool with an
 * Idempotency-Key of its own. Resolves once every answer is in.
 */
export async function sendMessages(
  run: string,
  bases: readonly string[],
  rate: number,
  total: number,
  pick: (n: number) => Pick,
  onSent: (s: Send) => void,
): Promise<Send[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
  const sends: Send[] = [];
  const answers: Promise<void>[] = [];
  const post = (s: Send, p: Pick, base: string) =>
    new Promise<void>((done) => {
      const body = JSON.stringify({ text: messageText(run, s.n) });
      const req = http.request(
        `${base}/api/conversations/${p.conversationId}/messages`,
        {
          method: "POST",
          agent,
          headers: {
            cookie: p.cookie,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            [IDEMPOTENCY_HEADER]: randomUUID(),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            s.status = res.statusCode;
            s.answeredAt = performance.now();
            done();
          });
        },
      );
      req.on("error", (err) => {
        s.error = err.message;
        done();
      });
      req.end(body);
    });
  const t0 = performance.now();
  let n = 0;
  while (n < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) * rate) / 1000) + 1);
    for (; n < due; n++) {
      const p = pick(n);
      const sentAt = performance.now();
      const s: Send = { n, recipient: p.recipient, sentAt, slipMs: sentAt - (t0 + (n * 1000) / rate) };
      sends.push(s);
      onSent(s);
      answers.push(post(s, p, bases[Math.floor(Math.random() * bases.length)]));
    }
    await sleep(Math.max(0, t0 + (n * 1000) / rate - performance.now()));
  }
  await Promise.all(answers);
  agent.destroy();
  return sends;
}
