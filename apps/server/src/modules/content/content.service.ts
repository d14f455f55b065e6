import {
  type ContentType,
  NAVIGATION_MESSAGES,
  type NavigationItem,
  type NavigationResponse,
  type PageFooter,
  type PageResponse,
  renderMoney,
  type UrlLocale,
} from "@casino/contract";
import type { SessionPrincipal } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { notFound } from "../../platform/errors";
import { contentStore } from "./content.store";
import {
  CONTENT_TYPES,
  type ContentEntryInput,
  type ContentRow,
  pickLocale,
  prepareEntry,
  presentEntry,
} from "./content-types";
import { type FeaturedEventLookup, withBookEvents } from "./event-slides";
import type { SanitizeOptions } from "./sanitize-html";
import { matchesTargeting, resolveVisitor, type TargetingFlags, wantsPreview } from "./targeting";

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
  rolesOf: (userId: string) => Promise<string[]>;
  /** Codes of the player's open bonuses (bonus module): content targeted at them is shown. */
  bonusCodesOf?: (userId: string) => Promise<string[]>;
  /** Hosts whose iframes CMS HTML may embed (none by default). */
  iframeHosts?: readonly string[];
  /** The sportsbook's events behind event slides; without it event slides are left out. */
  featuredEvent?: FeaturedEventLookup;
  /** The entry id a signed preview token names, or null when it is forged or expired. */
  previewOf?: (token: string) => string | null;
}

/** The footer entry shared by every page. */
const FOOTER_SLUG = "main";
/** Most distinct missing keys kept, so a flood of made-up keys cannot grow the table without bound. */
const MISSING_KEYS_CAP = 10_000;
/** Page keys are paths or slugs: lower-case letters, digits, dashes and slashes. */
const PAGE_KEY = /^[a-z0-9][a-z0-9/-]{0,199}$/;

/**
 * An entry as the viewer reads it: `{{money:…}}` placeholders in their currency and language, and a jackpot
 * slide's last known amount in their currency (jackpot pools are held per currency; the live value of the
 * viewer's pool replaces it in the app), so no entry can name another currency than the viewer's.
 */
function forViewer<T extends { attributes: Record<string, unknown> }>(
  entry: T,
  currency: string,
  locale: UrlLocale,
): T {
  const rendered = renderMoney(entry, currency, locale);
  const jackpot = rendered.attributes.jackpot as { currency?: string } | undefined;
  if (!jackpot?.currency) return rendered;
  return { ...rendered, attributes: { ...rendered.attributes, jackpot: { ...jackpot, currency } } };
}

/** The requested locale first, then English, the fallback of every text. */
const localesFor = (locale: UrlLocale): UrlLocale[] => (locale === "en" ? ["en"] : [locale, "en"]);

/** The CMS: typed, localised, scheduled and targeted entries (docs/product/content.md#entries). */
export function createContentService(deps: ContentServiceDeps) {
  const { db, clock } = deps;
  const sanitize: SanitizeOptions = { iframeHosts: deps.iframeHosts ?? [] };

  /** Visible entries of a type, one per slug in the best locale, in list order. */
  async function entries(
    type: ContentType,
    locale: UrlLocale,
    options: { includeDrafts?: boolean; slug?: string } = {},
  ) {
    const rows = await contentStore.visible(db, {
      type,
      locales: localesFor(locale),
      now: clock.now(),
      ...options,
    });
    return pickLocale(rows, locale);
  }

  async function footerOf(locale: UrlLocale): Promise<PageFooter> {
    const [footer] = await entries("footer", locale, { slug: FOOTER_SLUG });
    const payments = (await entries("payment-method", locale)).map((row) => {
      const fields = row.fields as Pick<PageFooter["payments"][number], "name" | "link" | "target" | "icons">;
      return { name: fields.name, link: fields.link, target: fields.target, icons: fields.icons };
    });
    if (!footer) return { seals: [], social: [], providers: [], license: "", payments };
    const { seals, social, providers, license } = presentEntry(footer, sanitize)
      .attributes as unknown as PageFooter;
    return { seals, social, providers, license, payments };
  }

  /** The visitor behind a content call: session first, the query flags only narrow it. */
  async function visitorOf(principal: SessionPrincipal | null, flags: TargetingFlags) {
    const roles = principal ? await deps.rolesOf(principal.userId) : [];
    // The session's bonus codes join the app's flags, unless the caller narrowed itself to guest content.
    const held =
      principal && flags.authenticated !== false && deps.bonusCodesOf
        ? await deps.bonusCodesOf(principal.userId)
        : [];
    const bonusCodes = held.length ? [...(flags.bonusCodes ?? []), ...held] : flags.bonusCodes;
    return resolveVisitor(principal, roles, { ...flags, bonusCodes });
  }

  /**
   * The entry a signed preview link names takes its slug's place in the list, draft or scheduled, whoever looks:
   * the link itself is the permission (it is signed and runs out).
   */
  async function withPreview(
    rows: ContentRow[],
    type: ContentType,
    locale: UrlLocale,
    token: string | undefined,
  ): Promise<ContentRow[]> {
    const id = token && deps.previewOf ? deps.previewOf(token) : null;
    const entry = id ? await contentStore.byId(db, id) : undefined;
    if (!entry || entry.type !== type || !localesFor(locale).includes(entry.locale as UrlLocale)) return rows;
    return [...rows.filter((row) => row.slug !== entry.slug), entry].sort(
      (a, b) => a.sortOrder - b.sortOrder || (a.slug < b.slug ? -1 : 1),
    );
  }

  return {
    /**
     * A list feed: visible entries of `type` in the visitor's locale (English where untranslated) that the
     * targeting admits. Drafts only for a previewable type, the 2587 flag and a preview role.
     */
    async list(
      type: ContentType,
      locale: UrlLocale,
      principal: SessionPrincipal | null,
      flags: TargetingFlags,
      currency: string,
      country: string | null = null,
    ) {
      const visitor = { ...(await visitorOf(principal, flags)), country };
      const preview = CONTENT_TYPES[type].previewable === true && wantsPreview(visitor, flags);
      let rows = (await entries(type, locale, { includeDrafts: preview })).filter((row) =>
        matchesTargeting(row.targeting, visitor),
      );
      rows = await withPreview(rows, type, locale, flags.contentPreview);
      if (type === "banner") rows = await withBookEvents(rows, deps.featuredEvent ?? (async () => null));
      const data = rows.map((row) => forViewer(presentEntry(row, sanitize), currency, locale));
      return { data, meta: { locale, count: rows.length } };
    },

    /**
     * A page by slug or path with the footer data. Pages are public and cached by browsers and CDNs, so they
     * are the same for every visitor: targeting does not apply to them.
     */
    async page(key: string, locale: UrlLocale, currency: string): Promise<PageResponse> {
      const normalized = key.replace(/^\/+|\/+$/g, "").toLowerCase() || "home";
      if (!PAGE_KEY.test(normalized)) throw notFound("No page at this path");
      const rows = await contentStore.pages(db, {
        key: normalized,
        locales: localesFor(locale),
        now: clock.now(),
      });
      const [row] = pickLocale(rows, locale).sort(
        (a, b) => Number(b.slug === normalized) - Number(a.slug === normalized),
      );
      if (!row) throw notFound("No page at this path");
      const entry = forViewer(presentEntry(row, sanitize), currency, locale);
      return {
        data: [{ ...entry, attributes: { ...entry.attributes, footer: await footerOf(locale) } }],
      } as PageResponse;
    },

    /**
     * A navigation menu; items keep their `authenticated` flag and the app decides
     * (docs/product/content.md#navigation).
     */
    async navigation(slug: string, locale: UrlLocale): Promise<NavigationResponse> {
      const [row] = await entries("navigation", locale, { slug });
      if (!row) throw notFound(NAVIGATION_MESSAGES.failure);
      const fields = row.fields as { title: string; items: NavigationItem[] };
      return {
        status: true,
        message: NAVIGATION_MESSAGES.success,
        data: {
          id: row.id,
          slug: row.slug,
          locale: row.locale as UrlLocale,
          title: fields.title,
          items: fields.items,
        },
      };
    },

    /** Every visible page in every locale, for the sitemap. */
    async sitemapPages(): Promise<ContentRow[]> {
      return contentStore.allPages(db, clock.now());
    },

    /** Creates or replaces an entry (validated and sanitised first). */
    async save(input: ContentEntryInput): Promise<ContentRow> {
      return contentStore.upsert(db, prepareEntry(input, sanitize), clock.now());
    },

    /** Records a translation key the app could not find (de-duplicated, counted). */
    async reportMissingTranslation(report: { locale: UrlLocale; namespace: string; key: string }) {
      return contentStore.recordMissingTranslation(db, report, clock.now(), MISSING_KEYS_CAP);
    },

    /** The reported keys, most reported first. */
    async missingTranslations() {
      return contentStore.missingTranslations(db);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

/** Seeds: inserts the entries that are missing, validated and sanitised; never overwrites an operator's edit. */
export async function insertMissingContent(db: Db, inputs: ContentEntryInput[]): Promise<number> {
  return contentStore.insertMissing(
    db,
    inputs.map((input) => prepareEntry(input)),
  );
}
