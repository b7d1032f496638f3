/**
 * zod compiles object parsers with `new Function` unless told not to, and even its probe for that
 * is reported as a violation of our Content-Security-Policy (no 'unsafe-eval'). zod reads this
 * global object when it first loads and keeps a reference to it, so the flag is set on that same
 * object (created here if zod has not loaded yet), never by replacing it: a replacement made after
 * zod loaded would go unseen. Imported first by main.tsx.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
