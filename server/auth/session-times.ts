import type { SessionTimes } from "../config.js";
import type { SessionRecord } from "../repositories/sessions-repository.js";

export interface SessionVerdict {
  alive: boolean;
  /** Time to write the row again (and re-set the cookie). */
  renew: boolean;
  /** Time to ask the identity provider whether the account is still active. */
  check: boolean;
}

const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/** Whether a session row still lets `uid` in at `now`, and what is due (docs/decisions.md). */
export function judgeSession(
  row: SessionRecord | undefined,
  uid: string,
  now: Date,
  times: SessionTimes,
): SessionVerdict {
  const dead = { alive: false, renew: false, check: false };
  if (!row || row.user_id !== uid || row.revoked_at !== null) return dead;
  if (seconds(row.last_seen_at, now) >= times.idleSeconds) return dead;
  if (seconds(row.created_at, now) >= times.maxSeconds) return dead;
  const check = seconds(row.checked_at, now) >= times.checkEverySeconds;
  return { alive: true, check, renew: check || seconds(row.last_seen_at, now) >= times.renewEverySeconds };
}

/** The cookie's Max-Age at `now`: the idle timeout, never past the session's absolute end. */
export function cookieMaxAge(createdAt: Date, now: Date, times: SessionTimes): number {
  const left = times.maxSeconds - seconds(createdAt, now);
  return Math.max(0, Math.floor(Math.min(times.idleSeconds, left)));
}
