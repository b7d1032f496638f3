/**
 * The time lessons are judged by (slots, expiry, the 12-hour rule, `completed`). One function
 * handed to the routes and the expiry sweep, so that tests move time instead of waiting for it
 * (docs/decisions.md, Lessons).
 */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
