/**
 * A small seeded generator of hostile request parts, for the API fuzz tests: the same seed gives
 * the same sequence, so a failure can be replayed (`FUZZ_SEED=…`).
 */

/** mulberry32: a tiny, fast PRNG, good enough to pick test cases. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof rng>;

/** Text that has broken servers: database-hostile, header-hostile, huge, or merely unusual. */
export const EDGE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF\uDBFF",
  "\u202Eevil\u202C",
  "\u200F\u200E\u061C",
  "😀🇧🇩👩🏽‍🏫",
  "\uFEFF",
  "\r\nSet-Cookie: a=b",
  "\t\u000B\u000C\u001F\u007F",
  "<script>alert(1)</script>",
  "'; DROP TABLE tutorials; --",
  "%00",
  "%ED%A0%80",
  "../../etc/passwd",
  "NaN",
  "Infinity",
  "-0",
  "1e999",
  "0x1F",
  "null",
  "undefined",
  "true",
  "__proto__",
  "constructor",
  "https://example.com/✓.png",
  "https://example.com/x.png>; rel=preload, <https://other.example/y.js",
  "javascript:alert(1)",
  "data:image/png;base64,AAAA",
  "/uploads/x.webp",
  "https://cdn.example.com/ok.webp",
  "user@example.com",
  "00000000-0000-4000-8000-000000000000",
  "x".repeat(100_000),
  "é".repeat(5_000),
  "\uD83D".repeat(300),
];

const NUMBERS: readonly number[] = [
  0,
  -1,
  1.005,
  0.1 + 0.2,
  1e308,
  -1e308,
  2 ** 53 + 1,
  5e-324,
  99_999_999.99,
];
/** Keys an attacker hopes a merge will follow; sent as own properties of the JSON. */
export const HOSTILE_KEYS: readonly string[] = [
  "__proto__",
  "constructor",
  "prototype",
  "",
  "\u0000",
  "$where",
];

function randomText(r: Rng): string {
  const length = r.pick([1, 3, 12, 60, 300]);
  let out = "";
  for (let i = 0; i < length; i++) {
    out += r.chance(0.8)
      ? String.fromCharCode(32 + r.int(95))
      : String.fromCharCode(r.pick([0, 9, 10, 13, 0x7f, 0x85, 0x2028, 0xd800, 0xdc00, 0xfffe, 0x10ff]));
  }
  return out;
}

export function fuzzString(r: Rng): string {
  return r.chance(0.6) ? r.pick(EDGE_STRINGS) : randomText(r);
}

/** An own property even for `__proto__`, so JSON.stringify sends it as a key. */
function ownKey(o: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, configurable: true, writable: true });
}

/** Any JSON value: wrong types, deep nesting, hostile keys. */
export function fuzzValue(r: Rng, depth = 0): unknown {
  const kind = r.int(depth > 2 ? 5 : 7);
  if (kind === 0 || kind === 1) return fuzzString(r);
  if (kind === 2) return r.pick(NUMBERS);
  if (kind === 3) return r.pick([true, false, null]);
  if (kind === 4) return r.chance(0.5) ? [] : {};
  if (kind === 5) return Array.from({ length: 1 + r.int(4) }, () => fuzzValue(r, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = 0, n = 1 + r.int(3); i < n; i++) {
    const key = r.chance(0.3) ? r.pick(HOSTILE_KEYS) : fuzzString(r).slice(0, 40);
    ownKey(o, key, fuzzValue(r, depth + 1));
  }
  return o;
}

/**
 * A body derived from a valid one: one or more fields replaced by hostile values, an extra hostile
 * key, or a whole random value instead. Serialized here so that `__proto__` travels as a key.
 */
export function fuzzBody(r: Rng, valid: Record<string, unknown> | undefined): string {
  if (!valid || r.chance(0.15)) return JSON.stringify(fuzzValue(r));
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(valid)) body[k] = v;
  const keys = Object.keys(body);
  for (let i = 0, n = 1 + r.int(2); i < n && keys.length; i++) {
    const key = r.pick(keys);
    // Mostly text, as the fields mostly are; sometimes any value at all.
    body[key] = r.chance(0.7) ? fuzzString(r) : fuzzValue(r);
  }
  if (r.chance(0.2)) {
    ownKey(body, r.pick(HOSTILE_KEYS), fuzzValue(r, 2));
  }
  return JSON.stringify(body);
}

/** Raw, already-encoded pieces of a path or query: some cannot even be decoded. */
const ENCODED: readonly string[] = [
  "%00",
  "%ED%A0%80",
  "%C0%80",
  "%E2%9C%93",
  "%FF",
  "%",
  "%zz",
  "%0D%0A",
  "%F0%9F%98%80",
];

/** A path segment or query value, percent-encoded as a client (or an attacker) would send it. */
export function fuzzUrlPart(r: Rng): string {
  if (r.chance(0.35)) return r.pick(ENCODED) + (r.chance(0.5) ? "x" : "");
  const text = fuzzString(r).slice(0, r.chance(0.8) ? 300 : 5_000);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded as UTF-8: send its replacement bytes instead.
    return "%EF%BF%BD";
  }
}

/** A multipart/form-data upload as sent: its Content-Type and its body. */
export interface MultipartShape {
  name: string;
  contentType: string;
  body: string;
}

const CRLF = "\r\n";
const PART_HEADERS = `content-disposition: form-data; name="image"; filename="a.png"${CRLF}content-type: image/png`;
const part = (boundary: string) => `--${boundary}${CRLF}${PART_HEADERS}${CRLF}${CRLF}not really a png`;

/** Each framing the multipart parser cannot read, named; the explicit cases of the fuzz below. */
export const MALFORMED_MULTIPART: readonly MultipartShape[] = [
  {
    name: "a body that does not follow its boundary",
    contentType: "multipart/form-data; boundary=broken",
    body: "this is not multipart at all",
  },
  {
    name: "a part whose boundary never closes",
    contentType: "multipart/form-data; boundary=xyz",
    body: part("xyz"),
  },
  {
    name: "part headers that never end",
    contentType: "multipart/form-data; boundary=xyz",
    body: `--xyz${CRLF}${PART_HEADERS}`,
  },
  {
    name: "only the opening boundary",
    contentType: "multipart/form-data; boundary=xyz",
    body: `--xyz${CRLF}`,
  },
  { name: "no boundary parameter", contentType: "multipart/form-data", body: part("xyz") },
  { name: "an empty boundary", contentType: "multipart/form-data; boundary=", body: part("") },
  { name: "an empty quoted boundary", contentType: 'multipart/form-data; boundary=""', body: part("") },
  {
    name: "a closing boundary that is not the declared one",
    contentType: "multipart/form-data; boundary=xyz",
    body: `${part("xyz")}${CRLF}--abc--${CRLF}`,
  },
];

const BOUNDARIES: readonly (string | undefined)[] = [
  undefined,
  "",
  '""',
  "xyz",
  "x".repeat(71),
  "a b",
  "é",
  "--",
];

/**
 * A multipart upload whose framing is broken in a seeded way: a boundary missing, empty, too long
 * or not the one used; a body cut anywhere before its closing boundary; part headers cut or
 * garbled. Never a whole, valid form.
 */
export function fuzzMultipart(r: Rng): MultipartShape {
  const declared = r.pick(BOUNDARIES);
  const used = r.chance(0.7) ? (declared ?? "xyz").replace(/^"|"$/g, "") : r.pick(["xyz", "other", ""]);
  const pieces = [
    r.chance(0.2) ? fuzzString(r).slice(0, 200) + CRLF : "",
    `--${used}${CRLF}`,
    r.chance(0.2) ? `${fuzzString(r).slice(0, 200)}${CRLF}` : PART_HEADERS,
    `${CRLF}${CRLF}`,
    r.chance(0.5) ? "x".repeat(r.int(2000)) : fuzzString(r).slice(0, 500),
    `${CRLF}--${used}--${CRLF}`,
  ];
  const whole = pieces.join("");
  // Cut before the closing boundary ends (so that the form is never complete), at a random point.
  const end = whole.length - (CRLF.length + 2 + used.length + 2 + CRLF.length);
  const body = whole.slice(0, r.int(Math.max(1, end)));
  const contentType =
    declared === undefined ? "multipart/form-data" : `multipart/form-data; boundary=${declared}`;
  return { name: "fuzzed", contentType, body };
}
