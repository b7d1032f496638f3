/** The middle value (the upper one of an even count): what every bench keeps of repeated rounds. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
