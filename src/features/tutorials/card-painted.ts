/**
 * The Element Timing name of a tutorial card's heading (`elementtiming`): the browser then reports
 * when a card was painted, which `bench:web` reads for the offline visit (bench/web/offline-repeat.ts).
 */
export const CARD_PAINTED = "tutor-card";
