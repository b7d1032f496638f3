/**
 * Debian's Chromium and the flags every browser of the tests and benches starts with: headless,
 * no sandbox (containers), and nothing that reaches the network on its own.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
