/** The source of "now" for every rule. Tests pass a controllable clock; nothing calls Date.now() in a rule. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests of time-based rules (limits, expiries, reality checks). */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date("2026-01-01T12:00:00Z")) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
