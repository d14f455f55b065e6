import { ConsentKey, type ConsentRequirement, type UrlLocale, type UserConsents } from "@casino/contract";
import type { z } from "zod";
import type { SessionPrincipal } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { SessionService } from "../session";
import { accountError } from "./account.errors";
import { type ConsentRequirementRow, consentsStore, type UserConsentRow } from "./consents.store";

type Requirement = z.infer<typeof ConsentRequirement>;

/** What a player still owes before they may play (docs/product/sessions.md#restrictions). */
export interface OutstandingConsents {
  /** A mustAccept consent (the T&C) is not accepted at its current version. */
  needsTCAccept: boolean;
  /** A marketing consent was never answered at its current version. */
  needsMarketingAccept: boolean;
}

/**
 * Consents. An answer counts only for the version of the text the player saw: when an operator bumps a
 * requirement's version, earlier answers stop counting and the player is asked again at the next login.
 */
export function createConsentsService(db: Db, clock: Clock, sessions: SessionService) {
  return {
    /** The consent texts in the player's locale, each with whether the player accepted its current version. */
    async requirements(userId: string | null, locale: UrlLocale): Promise<Requirement[]> {
      const [requirements, answers] = await Promise.all([
        consentsStore.requirements(db),
        userId ? consentsStore.answers(db, userId) : Promise.resolve([]),
      ]);
      return requirements.flatMap((requirement) => {
        const tagCode = ConsentKey.safeParse(requirement.tagCode);
        if (!tagCode.success) return [];
        return [
          {
            tagCode: tagCode.data,
            description: requirement.description[locale] ?? requirement.description.en ?? "",
            mustAccept: requirement.mustAccept,
            status: acceptedNow(requirement, answers) ? "Accepted" : "NotAccepted",
            version: requirement.version,
          } as const,
        ];
      });
    },

    /** The player's answers as a map; a consent counts as given only at its current version. */
    async get(userId: string): Promise<UserConsents> {
      const [requirements, answers] = await Promise.all([
        consentsStore.requirements(db),
        consentsStore.answers(db, userId),
      ]);
      return toMap(requirements, answers);
    },

    /**
     * Records the answers sent (each for the current version). A mandatory consent cannot be declined here. When a
     * restricted session leaves nothing mandatory outstanding, the restriction is lifted.
     */
    async update(principal: SessionPrincipal, changes: Partial<UserConsents>): Promise<UserConsents> {
      const requirements = await consentsStore.requirements(db);
      const answers = requirements.flatMap((requirement) => {
        const accepted = changes[requirement.tagCode as keyof UserConsents];
        if (accepted === undefined) return [];
        if (requirement.mustAccept && !accepted) throw accountError("TERMS_NOT_ACCEPTED");
        return [{ tagCode: requirement.tagCode, accepted, version: requirement.version }];
      });
      await consentsStore.saveAnswers(db, principal.userId, answers, clock.now());
      const saved = await consentsStore.answers(db, principal.userId);
      if (principal.restricted && !outstanding(requirements, saved).needsTCAccept) {
        await sessions.liftRestriction(principal.token);
      }
      return toMap(requirements, saved);
    },

    /** What the player must still answer (login restricts the session when anything is outstanding). */
    async outstanding(userId: string): Promise<OutstandingConsents> {
      const [requirements, answers] = await Promise.all([
        consentsStore.requirements(db),
        consentsStore.answers(db, userId),
      ]);
      return outstanding(requirements, answers);
    },

    /**
     * Withdraws every marketing consent (emailmarketing, sms, 3rdparty) at its current version: a cool-off or
     * self-exclusion closes the account to marketing (UKGC LCCP SR 3.5.3).
     */
    async withdrawMarketing(userId: string): Promise<void> {
      const requirements = await consentsStore.requirements(db);
      const answers = requirements
        .filter((r) => r.marketing)
        .map((r) => ({ tagCode: r.tagCode, accepted: false, version: r.version }));
      await consentsStore.saveAnswers(db, userId, answers, clock.now());
    },

    /** Records the answers given at sign-up, each for the current version. */
    async recordAtSignup(handle: Db, userId: string, given: UserConsents): Promise<void> {
      const requirements = await consentsStore.requirements(handle);
      const answers = requirements.map((requirement) => ({
        tagCode: requirement.tagCode,
        accepted: given[requirement.tagCode as keyof UserConsents] ?? false,
        version: requirement.version,
      }));
      await consentsStore.saveAnswers(handle, userId, answers, clock.now());
    },

    /** Whether answers given at sign-up leave a mandatory consent (the T&C) unaccepted. */
    async missesMandatory(given: UserConsents): Promise<boolean> {
      const requirements = await consentsStore.requirements(db);
      return requirements.some((r) => r.mustAccept && given[r.tagCode as keyof UserConsents] !== true);
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;

function answerFor(
  requirement: ConsentRequirementRow,
  answers: UserConsentRow[],
): UserConsentRow | undefined {
  return answers.find(
    (answer) => answer.tagCode === requirement.tagCode && answer.version === requirement.version,
  );
}

function acceptedNow(requirement: ConsentRequirementRow, answers: UserConsentRow[]): boolean {
  return answerFor(requirement, answers)?.accepted === true;
}

function outstanding(requirements: ConsentRequirementRow[], answers: UserConsentRow[]): OutstandingConsents {
  return {
    needsTCAccept: requirements.some((r) => r.mustAccept && !acceptedNow(r, answers)),
    needsMarketingAccept: requirements.some((r) => r.marketing && !answerFor(r, answers)),
  };
}

function toMap(requirements: ConsentRequirementRow[], answers: UserConsentRow[]): UserConsents {
  const map: UserConsents = {
    termsandconditions: false,
    emailmarketing: false,
    sms: false,
    "3rdparty": false,
  };
  for (const requirement of requirements) {
    const key = ConsentKey.safeParse(requirement.tagCode);
    if (key.success) map[key.data] = acceptedNow(requirement, answers);
  }
  return map;
}
