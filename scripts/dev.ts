/**
 * `npm run dev`: the API stack (as `npm start`, without building the PWA) plus the Vite dev
 * server with hot reload on http://127.0.0.1:5173, which proxies /api and /uploads to it.
 */
import { type ChildProcess, spawn } from "node:child_process";

const children: ChildProcess[] = [];
function launch(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    // One part stopping stops the other.
    for (const c of children) if (c !== child && c.exitCode === null) c.kill("SIGTERM");
    process.exitCode = code ?? 0;
  });
  children.push(child);
}

const port = process.env.PORT || "8080";
// Under node itself, not tsx's launcher, which kills a script that is slow to stop (start.ts
// stops the emulator and the database on Ctrl-C).
launch(process.execPath, ["--import", "tsx", "scripts/start.ts"], { SKIP_PWA_BUILD: "1", PORT: port });
// The binary itself, not through npx, so that a stop signal forwarded here reaches it.
launch("node_modules/.bin/vite", [], { API_URL: `http://127.0.0.1:${port}` });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const c of children) if (c.exitCode === null) c.kill(signal);
  });
}
