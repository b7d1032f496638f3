/**
 * Stands for vite-plugin-pwa's `virtual:pwa-register`, a module only its build makes: a test that
 * reaches it mocks it (tests/src/lib/pwa.test.ts).
 */
export function registerSW(_options: unknown): (reload?: boolean) => Promise<void> {
  throw new Error("virtual:pwa-register is only built by vite-plugin-pwa: mock it in the test");
}
