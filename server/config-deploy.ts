import net from "node:net";

/** A setting that cannot work; its message names the variable and is shown as is, one line. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * PUBLIC_ORIGIN: where people reach the app (`https://tutornest.example`). An https origin turns
 * on the Secure cookie flag, HSTS and upgrade-insecure-requests; unset or http turns them off.
 */
export function parsePublicOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const onlyOrigin =
    url && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !onlyOrigin || (url.protocol !== "https:" && url.protocol !== "http:"))
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin like https://tutornest.example, got "${value}"`);
  return url.origin;
}

/** Fastify's trustProxy: how many proxy hops, or which proxy addresses, to believe. */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const family = net.isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count (`1`: one proxy in front) or a comma-separated list of proxy addresses
 * or CIDRs. Unset trusts no proxy. "Trust everyone" is never accepted: any client could then
 * choose its own address (and its own rate-limit bucket) with X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === "") return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10)
      throw new ConfigError(`TRUST_PROXY must be a hop count from 1 to 10, got "${value}"`);
    return hops;
  }
  const entries = text.split(",").map((e) => e.trim());
  if (entries.some((e) => !isAddressOrCidr(e)))
    throw new ConfigError(
      `TRUST_PROXY must be a hop count (like 1) or a comma-separated list of addresses or CIDRs (like 10.0.0.0/8), got "${value}"`,
    );
  return entries;
}

/** Why a production start must refuse this environment, or undefined when it may start. */
export function productionProblem(env: NodeJS.ProcessEnv): string | undefined {
  if (env.FIREBASE_AUTH_EMULATOR_HOST)
    return "FIREBASE_AUTH_EMULATOR_HOST must not be set in production: the Auth emulator accepts unsigned tokens, so anyone could sign in as anyone.";
  if (!env.SESSION_SECRET) return "SESSION_SECRET is required in production (at least 32 characters).";
  if (env.SESSION_SECRET.length < 32) return "SESSION_SECRET must be at least 32 characters in production.";
  return undefined;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function because Fastify ignores a bare
 * number (it trusts no hop then): the nearest `hops` addresses of the chain are our proxies.
 */
export function fastifyTrustProxy(
  tp: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== "number") return tp;
  return (_address, hop) => hop < tp;
}
