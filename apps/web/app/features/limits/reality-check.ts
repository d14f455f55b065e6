/**
 * docs/product/responsible-gambling.md#reality-check: the reality check comes every full hour of the session, counted
 * from its login time.
 */
export const REALITY_CHECK_INTERVAL_MS = 3_600_000;
/** docs/product/responsible-gambling.md#reality-check: with no session the check tries again every 10 seconds. */
export const REALITY_CHECK_RETRY_MS = 10_000;
/** docs/product/responsible-gambling.md#reality-check: under 6 hours the time logged in is said in minutes. */
const MINUTES_UNDER_HOURS = 6;

/**
 * The next full hour of the session strictly after `now` (epoch ms). Always computed from the login time, never by
 * chaining intervals, so a late timer (a sleeping laptop, a throttled tab) does not push later checks back.
 */
export function nextRealityCheckAt(loginTime: number, now: number): number {
  const elapsed = now - loginTime;
  const hours = elapsed < 0 ? 1 : Math.floor(elapsed / REALITY_CHECK_INTERVAL_MS) + 1;
  return loginTime + hours * REALITY_CHECK_INTERVAL_MS;
}

/** How long to wait before the next check: until the next full hour, or the retry delay without a session. */
export function realityCheckDelay(loginTime: string | null | undefined, now: number): number {
  const login = loginTime ? Date.parse(loginTime) : Number.NaN;
  if (Number.isNaN(login)) return REALITY_CHECK_RETRY_MS;
  return nextRealityCheckAt(login, now) - now;
}

/** Full hours logged in at `now` (the check shown when a timer fires, however late it fired). */
export function fullHoursLoggedIn(loginTime: string, now: number): number {
  const login = Date.parse(loginTime);
  if (Number.isNaN(login) || now < login) return 0;
  return Math.floor((now - login) / REALITY_CHECK_INTERVAL_MS);
}

/**
 * The time logged in as the check says it: minutes under 6 hours, whole hours from then on
 * (docs/product/responsible-gambling.md#reality-check).
 */
export function loggedInDuration(minutes: number): { unit: "minutes" | "hours"; count: number } {
  const whole = Math.max(0, Math.floor(minutes));
  return whole < MINUTES_UNDER_HOURS * 60
    ? { unit: "minutes", count: whole }
    : { unit: "hours", count: Math.floor(whole / 60) };
}
