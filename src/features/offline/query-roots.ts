import {
  bookingKeys,
  favouriteKeys,
  lessonKeys,
  messageKeys,
  notificationKeys,
  profileKeys,
  reviewKeys,
  statsKeys,
  tutorialKeys,
} from "../../lib/query-keys.js";
import type { WriteTopic } from "../../offline/index.js";

/** The query root holding the cached data of each topic a write touches. */
export const rootOf: Record<WriteTopic, readonly string[]> = {
  bookings: bookingKeys.all,
  stats: statsKeys.all,
  tutorials: tutorialKeys.all,
  profile: profileKeys.all,
  lessons: lessonKeys.all,
  notifications: notificationKeys.all,
  favourites: favouriteKeys.all,
  reviews: reviewKeys.all,
  messages: messageKeys.all,
};
