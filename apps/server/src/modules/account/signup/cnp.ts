import { isRealDate } from "../../../platform/calendar";

/**
 * The Romanian personal numeric code (CNP): S YY MM DD JJ NNN C.
 * S = sex and century, YYMMDD = birth date, JJ = county of registration, NNN = serial, C = check digit.
 */

/** Weights of the check digit (official key). */
const KEY = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

/**
 * County codes, as the OECD's Romanian TIN sheet lists them: 01–40 the counties, 41–46 Bucharest sectors 1–6,
 * 47 (and 48, on old cards) the former sectors 7–8, 51 Călărași, 52 Giurgiu, and the newer 70 and 80–83 that the
 * Interior Ministry allocates without a county.
 */
const COUNTIES = new Set([...Array.from({ length: 48 }, (_, i) => i + 1), 51, 52, 70, 80, 81, 82, 83]);

/** Which part of a CNP is wrong. */
export type CnpProblem = "format" | "checksum" | "sex" | "date" | "county" | "serial";

/** A parsed CNP, or why it is not valid. */
export type CnpResult =
  | { valid: true; birthDate: string; sex: "M" | "F"; county: number; resident: boolean }
  | { valid: false; problem: CnpProblem };

/** The check digit of the first 12 digits: the weighted sum mod 11, where 10 becomes 1. */
export function cnpCheckDigit(first12: string): number {
  const sum = KEY.reduce((total, weight, i) => total + weight * Number(first12[i]), 0);
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

/**
 * Validates a CNP: format, check digit, sex/century digit, a real birth date not after `today` (YYYY-MM-DD),
 * county and serial. Foreign residents (S = 7, 8) and foreigners (9) carry no century; the most recent century
 * that does not put the birth date in the future is taken.
 */
export function parseCnp(cnp: string, today: string): CnpResult {
  if (!/^\d{13}$/.test(cnp)) return { valid: false, problem: "format" };
  if (cnpCheckDigit(cnp) !== Number(cnp[12])) return { valid: false, problem: "checksum" };
  const s = Number(cnp[0]);
  if (s === 0) return { valid: false, problem: "sex" };
  const yy = cnp.slice(1, 3);
  const mm = cnp.slice(3, 5);
  const dd = cnp.slice(5, 7);
  const century = centuryOf(s, `${yy}-${mm}-${dd}`, today);
  const birthDate = `${century}${yy}-${mm}-${dd}`;
  if (!isRealDate(birthDate) || birthDate > today) return { valid: false, problem: "date" };
  const county = Number(cnp.slice(7, 9));
  if (!COUNTIES.has(county)) return { valid: false, problem: "county" };
  if (cnp.slice(9, 12) === "000") return { valid: false, problem: "serial" };
  return { valid: true, birthDate, sex: s % 2 === 1 ? "M" : "F", county, resident: s >= 7 };
}

function centuryOf(s: number, monthDay: string, today: string): string {
  if (s === 1 || s === 2) return "19";
  if (s === 3 || s === 4) return "18";
  if (s === 5 || s === 6) return "20";
  return `20${monthDay}` <= today ? "20" : "19";
}
