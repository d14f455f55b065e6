import { TIME_ZONE } from "@casino/contract";

/** The calendar date (YYYY-MM-DD) of an instant in the product's time zone, Europe/Amsterdam (SPEC §9). */
export function calendarDate(instant: Date, timeZone = TIME_ZONE): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** Whether someone born on `birthDate` (YYYY-MM-DD) has turned `years` on `today` (YYYY-MM-DD). */
export function hasTurned(birthDate: string, years: number, today: string): boolean {
  const cutoff = `${String(Number(today.slice(0, 4)) - years).padStart(4, "0")}${today.slice(4)}`;
  // String order is date order for YYYY-MM-DD; a 29 February birthday comes of age on 1 March in common years.
  return birthDate <= cutoff;
}

/** Whether a YYYY-MM-DD string names a real calendar date. */
export function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}
