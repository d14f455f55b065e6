import { QuickRegisterRequest, SignupRequest } from "@casino/contract";
import { describe, expect, it } from "vitest";
import {
  accountFormSchema,
  accountProblems,
  emptyAccount,
  emptyPersonal,
  personalFormSchema,
  personalProblems,
  phoneProblems,
  toQuickRegister,
  toSignup,
} from "./signup-form";

const policy = { pattern: "^(?=.*\\d).{8,128}$", minLength: 8, maxLength: 128 };
const today = "2026-06-15";
const account = {
  ...emptyAccount(),
  email: " Player@Example.com ",
  username: "lucky_player",
  password: "letters123",
  birthDate: "1990-05-17",
  country: "DE",
  currency: "EUR",
  terms: true,
  emailMarketing: true,
};

describe("sign-up account step", () => {
  it("passes a complete, adult, consenting player", () => {
    expect(accountProblems(account, { policy, today })).toEqual({});
  });
  it("requires the terms, an adult birth date and every field", () => {
    const problems = accountProblems({ ...emptyAccount(), birthDate: "2010-01-01" }, { policy, today });
    expect(problems).toMatchObject({
      email: "validation.required",
      username: "validation.required",
      password: "validation.required",
      birthDate: "validation.underAge",
      country: "validation.required",
      terms: "validation.terms",
    });
  });
});

describe("sign-up phone and personal steps", () => {
  it("checks the phone", () => {
    expect(phoneProblems({ phonePrefix: "+49", phoneNumber: "12" })).toEqual({
      phoneNumber: "validation.phone",
    });
  });
  it("asks for a state only where there are states, and a CNP only in Romania", () => {
    const personal = {
      ...emptyPersonal(),
      firstName: "Ana",
      lastName: "Pop",
      address: "Str. 1",
      city: "Cluj",
    };
    expect(personalProblems(personal, { country: "DE", hasStates: false })).toEqual({});
    expect(personalProblems(personal, { country: "CA", hasStates: true })).toEqual({
      state: "validation.required",
    });
    expect(personalProblems(personal, { country: "RO", hasStates: false })).toEqual({
      cnp: "validation.required",
    });
  });
});

// What react-hook-form's resolver sees: each field's problem at that field, its message the i18n key.
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("sign-up form schemas", () => {
  it("lets a complete account through unchanged", () => {
    const result = accountFormSchema({ policy, today }).safeParse(account);
    expect(result).toEqual({ success: true, data: account });
  });
  it("puts each account problem at its field, with the message the step translates", () => {
    const result = accountFormSchema({ policy, today }).safeParse({
      ...account,
      username: "a",
      password: "short",
      birthDate: "2010-01-01",
      terms: false,
    });
    expect(issues(result)).toEqual({
      username: "validation.username",
      password: expect.stringMatching(/^validation\./),
      birthDate: "validation.underAge",
      terms: "validation.terms",
    });
  });
  it("asks the personal step for a state and a CNP only where the country needs them", () => {
    const personal = {
      ...emptyPersonal(),
      firstName: "Ana",
      lastName: "Pop",
      address: "Str. 1",
      city: "Cluj",
    };
    expect(personalFormSchema({ country: "DE", hasStates: false }).safeParse(personal).success).toBe(true);
    expect(issues(personalFormSchema({ country: "CA", hasStates: true }).safeParse(personal))).toEqual({
      state: "validation.required",
    });
    expect(
      issues(personalFormSchema({ country: "RO", hasStates: false }).safeParse(emptyPersonal())),
    ).toEqual({
      firstName: "validation.required",
      lastName: "validation.required",
      address: "validation.required",
      city: "validation.required",
      cnp: "validation.required",
    });
  });
});

describe("sign-up payloads", () => {
  it("builds a quick registration the contract accepts", () => {
    const body = toQuickRegister(account, "de");
    expect(QuickRegisterRequest.parse(body)).toMatchObject({
      email: "player@example.com",
      country: "DE",
      userConsents: { termsandconditions: true, emailmarketing: true, sms: false, "3rdparty": false },
      locale: "de",
    });
  });
  it("builds a full sign-up the contract accepts, with the default title", () => {
    const personal = {
      ...emptyPersonal(),
      firstName: " Ana ",
      lastName: "Pop",
      address: "Str. 1",
      city: "Cluj",
      cnp: "1960529460012",
    };
    const body = toSignup(
      { ...account, country: "RO", currency: "RON" },
      { phonePrefix: "+40", phoneNumber: "712345678" },
      personal,
      "en",
      {
        hasStates: false,
      },
    );
    const parsed = SignupRequest.parse(body);
    expect(parsed.title).toBe("Mr.");
    expect(parsed.firstName).toBe("Ana");
    expect(parsed.cnp).toBe("1960529460012");
    expect(parsed.state).toBeUndefined();
  });
});
