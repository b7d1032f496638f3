import { describe, expect, it } from "vitest";
import { FakeServer, fakeClock, seeded } from "./support/fake-server.js";
import { fakeLocks, freshOutbox, type OutboxModule, reload, stubNavigator } from "./support/outbox.js";

/**
 * Randomized: sequences of enqueue, offline/online, reload, a 500, a server restart in the middle
 * of a replay (applied, answer lost), an expired session, user switches and (concurrent) replays.
 * Then the device goes online, each user signs in and replays until nothing is pending.
 */

const RUNS = 200;
const STEPS = 30;
const USERS = ["ann", "bob"] as const;

interface Made {
  id: string;
  uid: string;
  refused: boolean;
}

function choose(weights: [string, number][], r: number): string {
  let left = r;
  for (const [name, w] of weights) {
    left -= w;
    if (left < 0) return name;
  }
  return weights[0][0];
}

async function scenario(seed: number, trace: string[]): Promise<void> {
  const rnd = seeded(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const withLocks = seed % 2 === 0;
  const undo = withLocks ? stubNavigator({ locks: fakeLocks().locks }) : () => {};
  try {
    let m: OutboxModule = await freshOutbox();
    const server = new FakeServer();
    const clock = fakeClock();
    let signedIn: string | null = pick(USERS);
    server.session = signedIn;
    const made: Made[] = [];

    const replay = (mod: OutboxModule, ignoreBackoff = false) =>
      mod.replayOutbox({
        fetch: server.fetch,
        now: clock.now,
        currentUid: () => signedIn,
        random: rnd,
        ignoreBackoff,
      });
    const enqueue = async (mod: OutboxModule) => {
      const uid = signedIn ?? pick(USERS);
      const refused = rnd() < 0.1;
      const n = made.length;
      const body = refused ? { n, refuse: `Refused ${n}` } : { n };
      const item = await mod.enqueue(
        { uid, kind: "booking", method: "POST", path: "/api/bookings", body, summary: `Book ${n}` },
        clock.now(),
      );
      made.push({ id: item.id, uid, refused });
    };

    const steps: Record<string, () => Promise<void> | void> = {
      enqueue: () => enqueue(m),
      offline: () => {
        server.online = false;
      },
      online: () => {
        server.online = true;
      },
      reload: async () => {
        m = await reload();
      },
      fail500: () => {
        server.faults.push("500");
      },
      restartMidReplay: () => {
        server.faults.push("lost-answer");
      },
      stillProcessing: () => {
        server.faults.push("in-flight-409");
      },
      sessionExpired: () => {
        server.session = null;
      },
      signIn: () => {
        signedIn = pick(USERS);
        server.session = signedIn;
      },
      signOut: () => {
        signedIn = null;
        server.session = null;
      },
      wait: () => clock.advance(Math.floor(rnd() * 20_000)),
      replay: async () => {
        await replay(m, rnd() < 0.2);
      },
      concurrentReplays: async () => {
        // With Web Locks, a second context; without, the in-process mutex of the same context.
        const other = withLocks ? await reload() : m;
        await Promise.all([replay(m), replay(other, true)]);
      },
      enqueueDuringReplay: async () => {
        await Promise.all([replay(m), enqueue(m)]);
      },
    };
    const weights: [string, number][] = [
      ["enqueue", 6],
      ["offline", 1],
      ["online", 2],
      ["reload", 1],
      ["fail500", 1],
      ["restartMidReplay", 1],
      ["stillProcessing", 0.5],
      ["sessionExpired", 0.5],
      ["signIn", 1],
      ["signOut", 0.3],
      ["wait", 2],
      ["replay", 5],
      ["concurrentReplays", 1],
      ["enqueueDuringReplay", 1],
    ];
    const total = weights.reduce((s, [, w]) => s + w, 0);
    for (let i = 0; i < STEPS; i++) {
      const name = choose(weights, rnd() * total);
      trace.push(name);
      await steps[name]();
    }

    // Back online, no more faults; each user signs in and replays until nothing of theirs is pending.
    trace.push("drain");
    server.online = true;
    server.faults.length = 0;
    m = await reload();
    for (const uid of USERS) {
      signedIn = uid;
      server.session = uid;
      for (let i = 0; i < 50; i++) {
        clock.advance(m.BACKOFF_MAX_MS + 1);
        await replay(m);
        if (!(await m.list()).some((x) => x.uid === uid && x.state === "pending")) break;
      }
    }

    const left = await m.list();
    expect(left.filter((x) => x.state !== "failed")).toEqual([]);
    const appliedKeys = server.applied.map((a) => a.key);
    expect(new Set(appliedKeys).size).toBe(appliedKeys.length); // no key applied twice
    for (const item of made) {
      const applied = server.applied.filter((a) => a.key === item.id);
      const failed = left.find((x) => x.id === item.id);
      if (item.refused) {
        expect(applied).toEqual([]);
        expect(failed).toMatchObject({
          state: "failed",
          status: 400,
          error: expect.stringMatching(/^Refused \d+$/),
        });
      } else {
        expect(failed).toBeUndefined();
        expect(applied).toHaveLength(1); // no loss
        expect(applied[0].uid).toBe(item.uid); // applied as the user who made it
      }
    }
    for (const uid of USERS) {
      // Each user's items were applied in enqueue order.
      const expected = made.filter((x) => x.uid === uid && !x.refused).map((x) => x.id);
      expect(server.applied.filter((a) => a.uid === uid).map((a) => a.key)).toEqual(expected);
    }
    // The client never sent a key again once it had the server's final answer for it.
    for (const item of made) {
      const sends = server.sent.filter((s) => s.key === item.id);
      const final = sends.findIndex(
        (s) => s.outcome !== "network" && s.outcome < 500 && s.outcome !== 401 && s.outcome !== 409,
      );
      expect(final).toBe(sends.length - 1);
    }
  } finally {
    undo();
  }
}

describe("outbox under random faults", () => {
  it(`${RUNS} seeded runs of ${STEPS} steps: nothing lost, nothing applied twice, order kept`, async () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const trace: string[] = [];
      try {
        await scenario(seed, trace);
      } catch (err) {
        throw new Error(`seed ${seed} failed after: ${trace.join(", ")}\n${String(err)}`, { cause: err });
      }
    }
  }, 120_000);
});
