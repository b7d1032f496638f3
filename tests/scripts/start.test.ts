import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../contract/index.js";
import { freePort, portIsFree } from "../../scripts/lib/ports.js";
import {
  descendants,
  eventually,
  groupAlive,
  pidAlive,
  startTsx,
  type Watched,
} from "../support/processes.js";

/**
 * The README's promise ("The two commands"): `npm start` runs the whole product; a port in use
 * gets a clear message (no stack trace); Ctrl-C or SIGTERM stops every process it started, the
 * Auth emulator included; accounts made while it runs are still there, with the same uid, at the
 * next start on the same DATA_DIR.
 *
 * The stack is started twice (the second start is the restart), so these tests run in order.
 */
const root = mkdtempSync(path.join(os.tmpdir(), "tn-start-"));
const dataDir = path.join(root, "data");
let port = 0;
let emulatorPort = 0;
/** Every process group a started stack had, to prove them gone and to clean up after a failure. */
const seenGroups = new Set<number>();

beforeAll(async () => {
  port = await freePort();
  emulatorPort = await freePort(3);
});
afterAll(async () => {
  for (const pgid of seenGroups) {
    if (groupAlive(pgid)) process.kill(-pgid, "SIGKILL");
  }
  rmSync(root, { recursive: true, force: true });
});

function env(): NodeJS.ProcessEnv {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    AUTH_EMULATOR_PORT: String(emulatorPort),
    DATA_DIR: dataDir,
    // An API-only server: the PWA build is not what these tests are about, and takes long.
    SKIP_PWA_BUILD: "1",
    DIST_DIR: path.join(root, "no-dist"),
    // Whatever the calling shell has: the stack uses its own emulator and embedded PGlite.
    FIREBASE_AUTH_EMULATOR_HOST: "",
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  };
}

const START = "scripts/start.ts";
const READY = /TutorNest is running at/;
const STACK_TRACE = /^\s+at\s/m;

function stackPorts(): number[] {
  return [port, emulatorPort, emulatorPort + 1, emulatorPort + 2];
}

/** Starts the stack and waits until it serves; returns it with every process it is made of. */
async function startStack(): Promise<{ stack: Watched; tree: { pid: number; pgid: number }[] }> {
  // In a process group of its own, like a command started from a terminal.
  const stack = startTsx(START, env(), { detached: true });
  seenGroups.add(stack.pid);
  await stack.waitFor(READY, 150_000);
  const tree = descendants(stack.pid);
  for (const p of tree) seenGroups.add(p.pgid);
  const emulator = tree.find((p) => commandOf(p.pid).includes("emulators:start"));
  expect(emulator, "the Auth emulator runs under the stack").toBeDefined();
  // The emulator has a process group of its own, so a terminal's Ctrl-C does not reach it:
  // stopping it is the stack's job, which is what is tested here.
  expect(emulator?.pgid).not.toBe(stack.pid);
  for (const p of stackPorts().slice(0, 2)) expect(await portIsFree(p), `port ${p} in use`).toBe(false);
  return { stack, tree };
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** Nothing of a stopped stack is left: no process, no process group, no port held. */
async function expectAllGone(stack: Watched, tree: { pid: number; pgid: number }[]) {
  const everyPid = [stack.pid, ...tree.map((p) => p.pid)];
  const everyGroup = new Set([stack.pid, ...tree.map((p) => p.pgid)]);
  // exit() of the parent does not wait for a child's exit to be reaped: give it a moment.
  const gone = await eventually(
    () => everyPid.every((p) => !pidAlive(p)) && [...everyGroup].every((g) => !groupAlive(g)),
    5_000,
  );
  const left = everyPid.filter(pidAlive).map((p) => `${p}: ${commandOf(p)}`);
  expect(gone, `left behind:\n${left.join("\n")}`).toBe(true);
  for (const p of stackPorts()) expect(await portIsFree(p), `port ${p} still held`).toBe(true);
}

const emulatorApi = () => `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts`;
const ACCOUNT = { email: `restart-${Date.now()}@example.com`, password: "Secret123" };

async function identity(
  action: "signUp" | "signInWithPassword",
): Promise<{ localId: string; idToken: string }> {
  const res = await fetch(`${emulatorApi()}:${action}?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...ACCOUNT, displayName: "Restart Person", returnSecureToken: true }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { localId: string; idToken: string };
}

describe("npm start", () => {
  it("runs the script under node itself, so Ctrl-C reaches it and it can finish stopping", () => {
    // tsx's own launcher force-kills a script that is slow to acknowledge a signal: start.ts
    // died mid-shutdown, before the database closed and with the emulator still stopping.
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node --import tsx ${START}`);
  });

  it("says clearly which port is in use, with no stack trace, and leaves nothing running", async () => {
    for (const [busy, message] of [
      [port, `Port ${port} on 127.0.0.1 is already in use`],
      [emulatorPort + 1, `Port ${emulatorPort + 1} (Firebase Auth emulator) is already in use`],
    ] as const) {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(busy, "127.0.0.1", resolve));
      try {
        const stack = startTsx(START, env(), { detached: true });
        seenGroups.add(stack.pid);
        const { code } = await stack.exited;
        expect(code).toBe(1);
        expect(stack.output()).toContain(message);
        expect(stack.output()).toMatch(/PORT=<another port>|AUTH_EMULATOR_PORT=<another port>/);
        expect(stack.output()).not.toMatch(STACK_TRACE);
        // Helpers of the process (tsx's esbuild service) end a moment after it.
        expect(await eventually(() => !groupAlive(stack.pid), 5_000)).toBe(true);
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
    }
    for (const p of stackPorts()) expect(await portIsFree(p)).toBe(true);
  });

  let uid = "";
  let cookie = "";

  it("stops every process, the emulator included, on Ctrl-C (SIGINT to the terminal's group)", async () => {
    const { stack, tree } = await startStack();
    const base = `http://127.0.0.1:${port}`;
    // Somebody signs up and signs in while it runs.
    const account = await identity("signUp");
    uid = account.localId;
    const jwt = await fetch(`${base}/api/jwt`, {
      method: "POST",
      headers: { authorization: `Bearer ${account.idToken}`, "content-type": "application/json" },
      body: JSON.stringify({ email: ACCOUNT.email }),
    });
    expect(jwt.status).toBe(200);
    cookie =
      jwt.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
        ?.split(";")[0] ?? "";
    const saved = await fetch(`${base}/api/users`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ uid, displayName: "Restart Person", email: ACCOUNT.email, photoURL: null }),
    });
    expect(saved.status).toBe(200);
    // The Firebase CLI finds "its" emulator through a hub file named after the project in the
    // temp folder; in the machine-wide one, another demo-tutornest emulator's accounts would be
    // the ones exported on exit. This stack's hub file is in a temp folder of its own.
    expect(existsSync(path.join(dataDir, "auth", "tmp", "hub-demo-tutornest.json"))).toBe(true);

    process.kill(-stack.pid, "SIGINT");
    expect(await stack.exited, stack.output()).toEqual({ code: 130, signal: null });
    expect(stack.output()).toContain("Stopping…");
    expect(stack.output()).not.toMatch(STACK_TRACE);
    await expectAllGone(stack, tree);
  });

  it("keeps the accounts over a restart on the same DATA_DIR, and stops on SIGTERM to the server alone", async () => {
    expect(uid, "the first start made an account").not.toBe("");
    const { stack, tree } = await startStack();
    const base = `http://127.0.0.1:${port}`;
    // Same email and password, same uid: the emulator imported what it exported on exit.
    expect((await identity("signInWithPassword")).localId).toBe(uid);
    // The session from before the restart is still good, and the database kept the user record.
    const session = await fetch(`${base}/api/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { uid: string } }).user.uid).toBe(uid);
    const profile = await fetch(`${base}/api/profile/${uid}`);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ uid, name: "Restart Person", email: ACCOUNT.email });

    // A service manager (or `kill`) signals the process itself, not its group.
    process.kill(stack.pid, "SIGTERM");
    expect(await stack.exited).toEqual({ code: 143, signal: null });
    expect(stack.output()).not.toMatch(STACK_TRACE);
    await expectAllGone(stack, tree);
  });
});
