import type { Profile, ProfileUpdateRequest } from "@casino/contract";
import { z } from "zod";
import { emailProblem, phoneNumberProblem, requiredProblem } from "../../lib/field-rules";

/** What the profile form edits, as typed (empty means "not given"). */
export const ProfileFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  phonePrefix: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  /** The current password; asked only when the e-mail changes. */
  password: z.string(),
});
export type ProfileFields = z.infer<typeof ProfileFields>;

export const fromProfile = (profile: Profile): ProfileFields => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  address: profile.address ?? "",
  city: profile.city ?? "",
  state: profile.state ?? "",
  phonePrefix: profile.phonePrefix ?? "",
  phoneNumber: profile.phoneNumber ?? "",
  email: profile.email,
  password: "",
});

export const emailChanged = (fields: Pick<ProfileFields, "email">, profile: Profile) =>
  fields.email.trim().toLowerCase() !== profile.email.toLowerCase();

/**
 * The form's rules for this player (for react-hook-form's zod resolver), each issue's message the i18n key of its
 * problem. The field rules are the contract's own (lib/field-rules reads them from its schemas); on top of them what
 * only the form knows: a detail the player has given cannot be blanked (the API takes no empty values, one never
 * given may stay empty), a phone number needs its prefix, and a new e-mail needs the current password.
 */
export function profileFormSchema(profile: Profile) {
  const original = fromProfile(profile);
  return ProfileFields.superRefine((fields, context) => {
    const kept = (name: "firstName" | "lastName" | "address" | "city") =>
      original[name] ? requiredProblem(fields[name]) : null;
    const problems: Partial<Record<keyof ProfileFields, string | null>> = {
      firstName: kept("firstName"),
      lastName: kept("lastName"),
      address: kept("address"),
      city: kept("city"),
      email: emailProblem(fields.email),
      phonePrefix: fields.phoneNumber && !fields.phonePrefix ? "validation.required" : null,
      phoneNumber: fields.phoneNumber || fields.phonePrefix ? phoneNumberProblem(fields.phoneNumber) : null,
      password: emailChanged(fields, profile) && !fields.password ? "validation.required" : null,
    };
    for (const [name, message] of Object.entries(problems))
      if (message) context.addIssue({ code: "custom", path: [name], message });
  });
}

/** Only what changed is sent (trimmed); a new e-mail goes with the current password. */
export function profileChanges(
  fields: ProfileFields,
  profile: Profile,
): z.input<typeof ProfileUpdateRequest> {
  const original = fromProfile(profile);
  const changes: z.input<typeof ProfileUpdateRequest> = {};
  for (const name of Object.keys(original) as (keyof ProfileFields)[]) {
    if (name !== "password" && fields[name].trim() !== original[name]) changes[name] = fields[name].trim();
  }
  if (emailChanged(fields, profile)) changes.password = fields.password;
  else delete changes.email;
  return changes;
}
