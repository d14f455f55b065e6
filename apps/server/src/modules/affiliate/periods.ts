import { localParts, zonedInstant } from "../../platform/calendar";

/** A commission period: a calendar month on the Europe/Amsterdam clock, [from, to). */
export interface Period {
  /** YYYY-MM */
  key: string;
  from: Date;
  to: Date;
}

const keyOf = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** The month with this key (YYYY-MM). */
export function periodOfKey(key: string): Period {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return {
    key: keyOf(year, month),
    from: zonedInstant({ year, month, day: 1 }),
    to: zonedInstant({ year, month: month + 1, day: 1 }),
  };
}

/** The month `now` is in, or `back` months before it. */
export function periodAt(now: Date, back = 0): Period {
  const { year, month } = localParts(now);
  const index = year * 12 + (month - 1) - back;
  return periodOfKey(keyOf(Math.floor(index / 12), (index % 12) + 1));
}
