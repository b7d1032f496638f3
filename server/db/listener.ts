import type pg from "pg";

/** Called with each NOTIFY payload of the channel. */
export type OnPayload = (payload: string) => void;
/**
 * Called after the LISTEN connection was lost and is back: NOTIFYs sent meanwhile were never
 * received, so whoever relies on them catches up from the table.
 */
export type OnResume = () => void;
/** Stops listening (the last one closes the connection). */
export type Unlisten = () => Promise<void>;

interface Subscriber {
  onPayload: OnPayload;
  onResume?: OnResume;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * LISTEN on PostgreSQL through ONE dedicated connection, outside the pool: a pooled connection is
 * handed to other work between queries, and LISTEN belongs to a session. When the connection
 * drops (restart, failover, idle kill) it reconnects with backoff and LISTENs again
 * (docs/deploy.md, PostgreSQL).
 */
export function postgresListener(Client: typeof pg.Client, connectionString: string) {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let closed = false;

  function dispatch(message: pg.Notification): void {
    for (const s of channels.get(message.channel) ?? []) s.onPayload(message.payload ?? "");
  }

  async function open(): Promise<pg.Client> {
    const c = new Client({ connectionString });
    c.on("notification", dispatch);
    // Without a listener an 'error' event would crash the process; the 'end' that follows retries.
    c.on("error", (err) => console.error("PostgreSQL LISTEN connection error:", err.message));
    c.on("end", () => {
      if (client !== c) return;
      client = null;
      if (!closed && channels.size > 0) retry();
    });
    await c.connect();
    for (const channel of channels.keys()) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    return c;
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().then(
      (c) => {
        connecting = null;
        client = c;
        return c;
      },
      (err: unknown) => {
        connecting = null;
        throw err;
      },
    );
    return connecting;
  }

  function retry(): void {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          for (const set of channels.values()) for (const s of set) s.onResume?.();
        },
        (err: Error) => {
          console.error(`PostgreSQL LISTEN reconnect failed (next try in ${retryMs} ms):`, err.message);
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          retry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  async function end(): Promise<void> {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const c = client ?? (await connecting?.catch(() => null)) ?? null;
    client = null;
    await c?.end().catch(() => {});
  }

  return {
    /** The first call opens the connection; a failure then is the caller's (startup) to report. */
    async listen(channel: string, onPayload: OnPayload, onResume?: OnResume): Promise<Unlisten> {
      if (closed) throw new Error("the database is closed");
      const subscriber: Subscriber = { onPayload, onResume };
      const known = channels.get(channel);
      const set = known ?? new Set<Subscriber>();
      set.add(subscriber);
      channels.set(channel, set);
      try {
        const c = await connect();
        if (!known) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      } catch (err) {
        set.delete(subscriber);
        if (set.size === 0) channels.delete(channel);
        throw err;
      }
      return async () => {
        set.delete(subscriber);
        if (set.size > 0 || channels.get(channel) !== set) return;
        channels.delete(channel);
        if (channels.size === 0) await end();
        else await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close(): Promise<void> {
      closed = true;
      channels.clear();
      await end();
    },
  };
}
