/**
 * A logout the server has not heard of yet. The session cookie is httpOnly: until
 * `POST /api/logout` arrives, the browser keeps sending it. A logout made offline (or whose request
 * failed for lack of a network) is remembered here, across reloads, and sent before anything else
 * when the device is online again (docs/decisions.md).
 */
const KEY = "tutornest-pending-logout";

export function hasPendingLogout(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(KEY, new Date().toISOString());
  } catch {}
}

function forget(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {}
}

let inFlight: Promise<boolean> | null = null;

/**
 * Sends `POST /api/logout`. Plain fetch, not the API client: the client waits for this before its
 * own requests. Any answer below 500 means the server has dealt with the session; no answer, or a
 * 5xx, keeps the logout pending. Resolves true when nothing is pending any more.
 */
async function send(): Promise<boolean> {
  try {
    const init: RequestInit = { method: "POST", credentials: "same-origin" };
    // A request hanging on a dead connection must not hold back every later API call.
    if (typeof AbortSignal.timeout === "function") init.signal = AbortSignal.timeout(10_000);
    const res = await fetch("/api/logout", init);
    if (res.status < 500) {
      forget();
      return true;
    }
  } catch {
    // No answer: sent again on `online`, at the next start, or before the next API call.
  }
  return false;
}

/** Marks the logout pending first (a reload mid-request must not lose it), then sends it. */
export function logoutOnServer(): Promise<boolean> {
  remember();
  return sendPendingLogout();
}

/** Sends the pending logout, if any; one request at a time, shared by every caller. */
export function sendPendingLogout(): Promise<boolean> {
  if (!hasPendingLogout()) return Promise.resolve(true);
  inFlight ??= send().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let started = false;
/** At start and on every reconnect. Resolves as `sendPendingLogout` for the send at start. */
export function startPendingLogout(): Promise<boolean> {
  if (!started) {
    started = true;
    globalThis.addEventListener?.("online", () => void sendPendingLogout());
  }
  return sendPendingLogout();
}
