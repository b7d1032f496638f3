import type { Db } from "../db/connect.js";
import { requestScoped } from "../db/request-transaction.js";
import { availabilityRepository } from "./availability-repository.js";
import { bookingsRepository } from "./bookings-repository.js";
import { conversationsRepository } from "./conversations-repository.js";
import { favouritesRepository } from "./favourites-repository.js";
import { freeHoursRepository } from "./free-hours-repository.js";
import { idempotencyRepository } from "./idempotency-repository.js";
import { imagesRepository } from "./images-repository.js";
import { lessonsRepository } from "./lessons-repository.js";
import { messagesRepository } from "./messages-repository.js";
import { notificationsRepository } from "./notifications-repository.js";
import { profileEntriesRepository } from "./profile-entries-repository.js";
import { educationEntries, experienceEntries } from "./profile-entry-tables.js";
import { profilesRepository } from "./profiles-repository.js";
import { reviewsRepository } from "./reviews-repository.js";
import { sessionsRepository } from "./sessions-repository.js";
import { statsRepository } from "./stats-repository.js";
import { tutorialsRepository } from "./tutorials-repository.js";
import { usersRepository } from "./users-repository.js";

/**
 * Every repository over one database handle; routes receive this and nothing lower. The handle
 * is request-scoped: during a keyed write it is that request's transaction (db/request-transaction.ts).
 */
export function repositories(root: Db) {
  const db = requestScoped(root);
  return {
    users: usersRepository(db),
    stats: statsRepository(db),
    profiles: profilesRepository(db),
    profileEntries: {
      education: profileEntriesRepository(db, educationEntries),
      experience: profileEntriesRepository(db, experienceEntries),
    },
    tutorials: tutorialsRepository(db),
    reviews: reviewsRepository(db),
    bookings: bookingsRepository(db),
    favourites: favouritesRepository(db),
    availability: availabilityRepository(db),
    freeHours: freeHoursRepository(db),
    lessons: lessonsRepository(db),
    idempotency: idempotencyRepository(db),
    images: imagesRepository(db),
    notifications: notificationsRepository(db),
    conversations: conversationsRepository(db),
    messages: messagesRepository(db),
    // Outside any request transaction: ending or renewing a session must not roll back with a write.
    sessions: sessionsRepository(root),
  };
}
export type Repositories = ReturnType<typeof repositories>;
