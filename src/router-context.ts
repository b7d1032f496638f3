import type { QueryClient } from "@tanstack/react-query";
import type { User } from "../contract/index.js";

/** What every route's `beforeLoad` and `loader` receive. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: RouterAuth;
}

/** The signed-in state as routes read it: always the current one, the router being made once. */
export interface RouterAuth {
  /** The signed-in person; null when signed out, and while the identity provider has not answered. */
  readonly user: User | null;
  /** Resolves with the signed-in person (or null) once the identity provider has answered. */
  readonly ready: Promise<User | null>;
  /** True once the identity provider has answered (the state above is then known). */
  readonly answered: boolean;
  /** The device's login flag: someone signed in here and has not signed out (docs/product.md, Sign-in). */
  readonly flagged: boolean;
}
