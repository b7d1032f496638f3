import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface EmulatorOptions {
  projectId: string;
  port: number;
  /** Folder for the emulator's own config and, when persist is set, its exported accounts. */
  dir: string;
  /** Import accounts at start and export them on exit, so they survive a restart. */
  persist: boolean;
  quiet?: boolean;
}

export interface RunningEmulator {
  host: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const FIREBASE_BIN = path.resolve("node_modules/.bin/firebase");

/** Starts the Firebase Auth emulator (UI off) and resolves once it answers. */
export async function startAuthEmulator(opts: EmulatorOptions): Promise<RunningEmulator> {
  mkdirSync(opts.dir, { recursive: true });
  const configFile = path.join(opts.dir, "firebase.json");
  // Hub and logging ports follow the auth port so that several stacks can run side by side.
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: opts.port },
        hub: { host: "127.0.0.1", port: opts.port + 1 },
        logging: { host: "127.0.0.1", port: opts.port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ["emulators:start", "--only", "auth", "--project", opts.projectId, "--config", configFile];
  if (opts.persist) {
    const accounts = path.join(opts.dir, "export");
    // Only a folder that an earlier run exported can be imported.
    if (existsSync(path.join(accounts, "firebase-export-metadata.json"))) args.push("--import", accounts);
    args.push("--export-on-exit", accounts);
  }
  // The Firebase CLI finds "its" emulator hub through a file named after the project in the temp
  // folder: with another demo-tutornest emulator on the machine (another stack, a test run),
  // export-on-exit would save that one's accounts. A temp folder of its own keeps it to itself.
  const tmpDir = path.join(opts.dir, "tmp");
  mkdirSync(tmpDir, { recursive: true });
  const child = spawn(FIREBASE_BIN, args, {
    cwd: opts.dir,
    stdio: opts.quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      TMPDIR: tmpDir,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
      CI: process.env.CI ?? "true",
    },
    // Its own process group: a terminal Ctrl-C reaches only us, and we stop it once, cleanly.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  const host = `127.0.0.1:${opts.port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`http://${host}/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The Firebase Auth emulator did not start on ${host}.\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    host,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          process.kill(-(child.pid ?? 0), signal);
        } catch {
          child.kill(signal);
        }
      };
      signalGroup("SIGINT");
      const timer = setTimeout(() => signalGroup("SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
