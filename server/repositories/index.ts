import type { Db } from "../db/connect.js";
import { bookingsRepository } from "./bookings-repository.js";
import { idempotencyRepository } from "./idempotency-repository.js";
import { profileEntriesRepository } from "./profile-entries-repository.js";
import { profilesRepository } from "./profiles-repository.js";
import { statsRepository } from "./stats-repository.js";
import { tutorialsRepository } from "./tutorials-repository.js";
import { usersRepository } from "./users-repository.js";

/** Every repository over one database handle; routes receive this and nothing lower. */
export function repositories(db: Db) {
  return {
    users: usersRepository(db),
    stats: statsRepository(db),
    profiles: profilesRepository(db),
    profileEntries: profileEntriesRepository(db),
    tutorials: tutorialsRepository(db),
    bookings: bookingsRepository(db),
    idempotency: idempotencyRepository(db),
  };
}
export type Repositories = ReturnType<typeof repositories>;
