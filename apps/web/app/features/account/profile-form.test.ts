import type { Profile } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { fromProfile, profileChanges, profileFormSchema } from "./profile-form";

const profile: Profile = {
  userId: "u1",
  username: "anna",
  email: "anna@example.org",
  isEmailVerified: true,
  title: "Ms",
  firstName: "Anna",
  lastName: "Berg",
  birthDate: "1990-01-01",
  phonePrefix: null,
  phoneNumber: null,
  address: "Keizersgracht 1",
  city: null,
  state: null,
  country: "NL",
  currency: "EUR",
  locale: "en",
  theme: "Dark",
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** The i18n key of each field's problem, as the resolver would report it. */
function problems(fields: Partial<ReturnType<typeof fromProfile>>) {
  const result = profileFormSchema(profile).safeParse({ ...fromProfile(profile), ...fields });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
}

describe("profile form rules", () => {
  it("accepts the profile as it is", () => {
    expect(problems({})).toEqual({});
  });

  it("keeps a given detail from being blanked, but lets one never given stay empty", () => {
    expect(problems({ firstName: " ", address: "" })).toEqual({
      firstName: "validation.required",
      address: "validation.required",
    });
    expect(problems({ city: "" })).toEqual({});
  });

  it("asks for the prefix with a phone number, and checks the number with the contract's rule", () => {
    expect(problems({ phoneNumber: "612345678" })).toEqual({ phonePrefix: "validation.required" });
    expect(problems({ phonePrefix: "+31", phoneNumber: "12" })).toEqual({ phoneNumber: "validation.phone" });
  });

  it("asks for the current password only when the e-mail changes", () => {
    expect(problems({ email: "ANNA@example.org" })).toEqual({});
    expect(problems({ email: "new@example.org" })).toEqual({ password: "validation.required" });
    expect(problems({ email: "not-an-address" })).toMatchObject({ email: "validation.email" });
  });
});

describe("profileChanges", () => {
  it("sends only what changed, trimmed, and a new e-mail with the password", () => {
    const fields = { ...fromProfile(profile), city: " Amsterdam ", email: "new@example.org", password: "pw" };
    expect(profileChanges(fields, profile)).toEqual({
      city: "Amsterdam",
      email: "new@example.org",
      password: "pw",
    });
  });

  it("sends no e-mail when only its case changed", () => {
    expect(profileChanges({ ...fromProfile(profile), email: "Anna@Example.org" }, profile)).toEqual({});
  });
});
