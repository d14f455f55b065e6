/**
 * A source of fixtures, prices, live states and results. The built-in provider simulates them; a real odds feed
 * would implement the same interface (draining what it received since the last call) and write through the same
 * book, so nothing else in the sportsbook changes.
 */
export interface FeedProvider {
  readonly name: string;
  /** Brings the book up to `now`: new fixtures, kick-offs, match progress, prices and results. */
  sync(now: Date): Promise<void>;
}
