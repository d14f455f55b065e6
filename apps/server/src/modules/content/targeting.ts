import type { Theme } from "@casino/contract";
import { CONTENT_PREVIEW_ROLES, DRAFT_PREVIEW_FLAG } from "@casino/contract";
import type { SessionPrincipal } from "../../platform/auth";
import type { ContentTargeting } from "./content.tables";

/** Who is asking for content, as far as targeting is concerned (docs/product/content.md#targeting). */
export interface Visitor {
  authenticated: boolean;
  identified: boolean;
  roles: string[];
  bonusCodes: string[];
  campaignTags: string[];
  theme: Theme;
  /** The country the visitor browses from (the edge's header), when known. */
  country?: string | null;
}

/** The parsed query flags (ContentQuery after validation). */
export interface TargetingFlags {
  theme?: Theme | undefined;
  authenticated?: boolean | undefined;
  identified?: boolean | undefined;
  roles?: string[] | undefined;
  bonusCodes?: string[] | undefined;
  campaignTags?: string[] | undefined;
  draft?: number | undefined;
  /** A signed preview link's token (docs/product/content.md#editing). */
  contentPreview?: string | undefined;
}

const upper = (values: readonly string[] | undefined) => (values ?? []).map((v) => v.toUpperCase());

/**
 * The visitor behind a content call. Being logged in and the roles come from the session, never from the
 * client: the flags may only narrow them (a player may ask for guest content, a guest cannot claim to be a
 * player). `identified` may be claimed by a guest: it only says the anonymous session succeeded in the browser
 * (docs/product/content.md#targeting) and unlocks nothing personal. Bonus codes and campaign tags are taken from the
 * flags, as sent by the app from the player's data; they only choose marketing texts.
 */
export function resolveVisitor(
  principal: SessionPrincipal | null,
  sessionRoles: readonly string[],
  flags: TargetingFlags,
): Visitor {
  const authenticated = principal !== null && flags.authenticated !== false;
  const identified = flags.identified ?? principal !== null;
  const asked = flags.roles;
  const roles = authenticated ? sessionRoles.filter((role) => !asked || asked.includes(role)) : [];
  return {
    authenticated,
    identified: authenticated || identified,
    roles,
    bonusCodes: upper(flags.bonusCodes),
    campaignTags: upper(flags.campaignTags),
    theme: flags.theme ?? "dark",
  };
}

/** Drafts are shown only with the preview flag (2587) and a preview role taken from the session. */
export function wantsPreview(visitor: Visitor, flags: Pick<TargetingFlags, "draft">): boolean {
  return (
    flags.draft === DRAFT_PREVIEW_FLAG &&
    visitor.roles.some((role) => (CONTENT_PREVIEW_ROLES as readonly string[]).includes(role))
  );
}

const overlaps = (wanted: readonly string[] | undefined, held: readonly string[]) =>
  !wanted?.length || wanted.some((value) => held.includes(value));

/** Whether an entry's targeting rules admit the visitor; every axis that has rules must match. */
export function matchesTargeting(targeting: ContentTargeting, visitor: Visitor): boolean {
  const audience = targeting.audience ?? "everyone";
  if (audience === "guests" && visitor.authenticated) return false;
  if (audience === "authenticated" && !visitor.authenticated) return false;
  if (audience === "identified" && !visitor.identified) return false;
  return (
    overlaps(targeting.roles, visitor.roles) &&
    overlaps(upper(targeting.bonusCodes), visitor.bonusCodes) &&
    overlaps(upper(targeting.campaignTags), visitor.campaignTags) &&
    overlaps(targeting.themes, [visitor.theme]) &&
    // A country rule admits only visitors whose country is known and listed.
    overlaps(targeting.countries, visitor.country ? [visitor.country.toUpperCase()] : [])
  );
}
