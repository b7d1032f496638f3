import net from "node:net";

/** True when nothing listens on host:port. */
export function portIsFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.once("listening", () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** A port the OS says is free now, with the next `span` ports free too. */
export async function freePort(span = 1): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const s = net.createServer();
      s.once("error", reject);
      s.listen(0, "127.0.0.1", () => {
        const address = s.address();
        const p = typeof address === "object" && address ? address.port : 0;
        s.close(() => resolve(p));
      });
    });
    let ok = port + span < 65535;
    for (let i = 1; ok && i < span; i++) ok = await portIsFree(port + i);
    if (ok) return port;
  }
  throw new Error("No free port found");
}
