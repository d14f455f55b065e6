import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { exclusionsStore } from "./exclusions.store";

/** Who to look up: Romanian players by CNP, anyone by e-mail. */
export interface RegisterQuery {
  cnp: string | null;
  email: string;
}

/**
 * A national self-exclusion register (Romania: the ONJN register). Production plugs the regulator's service in
 * here; development and tests use the local table `national_exclusion_register`.
 */
export interface NationalExclusionRegister {
  isListed(query: RegisterQuery): Promise<boolean>;
}

/** The register as a local table (development, tests, or a nightly copy of the regulator's list). */
export function localNationalRegister(
  db: Db,
  clock: Clock,
): NationalExclusionRegister & {
  add(entry: { cnp?: string; email?: string; expiresAt?: Date }): Promise<void>;
} {
  return {
    isListed: (query) =>
      exclusionsStore.listedNationally(db, { ...query, email: query.email.toLowerCase() }, clock.now()),
    add: (entry) =>
      exclusionsStore.addToNationalRegister(db, {
        cnp: entry.cnp ?? null,
        email: entry.email?.toLowerCase() ?? null,
        expiresAt: entry.expiresAt ?? null,
        listedAt: clock.now(),
      }),
  };
}
