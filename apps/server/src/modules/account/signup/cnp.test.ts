import { describe, expect, it } from "vitest";
import { cnpCheckDigit, parseCnp } from "./cnp";

const TODAY = "2026-01-01";
/** Builds a CNP with a correct check digit from its first 12 digits. */
const withCheck = (first12: string) => `${first12}${cnpCheckDigit(first12)}`;

describe("cnpCheckDigit", () => {
  it("is the weighted sum (279146358279) mod 11", () => {
    // 1·2+8·7+0·9+0·1+1·4+0·6+1·3+4·5+2·8+0·2+0·7+1·9 = 110; 110 mod 11 = 0.
    expect(cnpCheckDigit("180010142001")).toBe(0);
    // 1·2+6·7+3·9+0·1+6·4+1·6+5·3+1·5+2·8+3·2+4·7+5·9 = 216; 216 mod 11 = 7.
    expect(cnpCheckDigit("163061512345")).toBe(7);
  });

  it("turns a remainder of 10 into 1", () => {
    // 110 - 9 (serial 001) + 63 (serial 007) = 164; 164 mod 11 = 10.
    expect(cnpCheckDigit("180010142007")).toBe(1);
    expect(parseCnp("1800101420071", TODAY)).toMatchObject({ valid: true });
  });
});

describe("parseCnp", () => {
  it("accepts a valid code and reads the birth date, sex and county", () => {
    expect(parseCnp("1800101420010", TODAY)).toEqual({
      valid: true,
      birthDate: "1980-01-01",
      sex: "M",
      county: 42,
      resident: false,
    });
    expect(parseCnp("1630615123457", TODAY)).toMatchObject({
      valid: true,
      birthDate: "1963-06-15",
      county: 12,
    });
  });

  it("reads the century from the first digit", () => {
    expect(parseCnp(withCheck("299123140001"), TODAY)).toMatchObject({ birthDate: "1999-12-31", sex: "F" });
    expect(parseCnp(withCheck("380010140001"), TODAY)).toMatchObject({ birthDate: "1880-01-01" });
    expect(parseCnp(withCheck("604022940001"), TODAY)).toMatchObject({ birthDate: "2004-02-29", sex: "F" });
  });

  it("takes the latest possible century for residents and foreigners", () => {
    expect(parseCnp(withCheck("786050540001"), TODAY)).toMatchObject({
      birthDate: "1986-05-05",
      resident: true,
    });
    expect(parseCnp(withCheck("805050540001"), TODAY)).toMatchObject({ birthDate: "2005-05-05", sex: "F" });
  });

  it("refuses a wrong check digit", () => {
    expect(parseCnp("1800101420011", TODAY)).toEqual({ valid: false, problem: "checksum" });
    expect(parseCnp("1630615123458", TODAY)).toEqual({ valid: false, problem: "checksum" });
  });

  it("refuses a malformed code", () => {
    for (const bad of ["", "123", "18001014200100", "18001014200a0", " 1800101420010"]) {
      expect(parseCnp(bad, TODAY)).toEqual({ valid: false, problem: "format" });
    }
  });

  it("refuses an impossible or future birth date", () => {
    expect(parseCnp(withCheck("180130142001"), TODAY)).toEqual({ valid: false, problem: "date" });
    expect(parseCnp(withCheck("180023042001"), TODAY)).toEqual({ valid: false, problem: "date" });
    expect(parseCnp(withCheck("190022942001"), TODAY)).toEqual({ valid: false, problem: "date" });
    expect(parseCnp(withCheck("530010142001"), TODAY)).toEqual({ valid: false, problem: "date" });
  });

  it("refuses an unknown county, a zero serial and a zero first digit", () => {
    expect(parseCnp(withCheck("180010160001"), TODAY)).toEqual({ valid: false, problem: "county" });
    expect(parseCnp(withCheck("180010100001"), TODAY)).toEqual({ valid: false, problem: "county" });
    expect(parseCnp(withCheck("180010142000"), TODAY)).toEqual({ valid: false, problem: "serial" });
    expect(parseCnp(withCheck("080010142001"), TODAY)).toEqual({ valid: false, problem: "sex" });
  });

  it("accepts the county codes allocated without a county", () => {
    expect(parseCnp("6010720709549", TODAY)).toMatchObject({
      valid: true,
      birthDate: "2001-07-20",
      county: 70,
    });
    expect(parseCnp(withCheck("180010181001"), TODAY)).toMatchObject({ valid: true, county: 81 });
  });
});
