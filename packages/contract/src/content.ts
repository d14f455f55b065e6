import { z } from "zod";
import {
  BannerFields,
  DynamicMediaFields,
  FooterFields,
  GameOfTheWeekFields,
  NavigationFields,
  NavigationItem,
  PageFields,
  PaymentMethodFields,
  PopupFields,
  PromotionBannerFields,
  PromotionFields,
  RegistrationContentFields,
  TextBlockFields,
} from "./content-fields";
import { UrlLocale } from "./locale";
import { DEFAULT_LOCALE } from "./locale.api";

export * from "./content-fields";

/** Content types of the CMS store. */
export const ContentType = z.enum([
  "page",
  "navigation",
  "banner",
  "promotion",
  "promotion-bottom",
  "popup",
  "registration-content",
  "footer",
  "payment-method",
  "promotion-content",
  "promotion-banner",
  "game-of-the-week",
  "dynamic-media",
]);
export type ContentType = z.infer<typeof ContentType>;

/** The fields schema of each content type. */
export const CONTENT_FIELDS = {
  page: PageFields,
  navigation: NavigationFields,
  banner: BannerFields,
  promotion: PromotionFields,
  "promotion-bottom": TextBlockFields,
  popup: PopupFields,
  "registration-content": RegistrationContentFields,
  footer: FooterFields,
  "payment-method": PaymentMethodFields,
  "promotion-content": TextBlockFields,
  "promotion-banner": PromotionBannerFields,
  "game-of-the-week": GameOfTheWeekFields,
  "dynamic-media": DynamicMediaFields,
} satisfies Record<ContentType, z.ZodObject>;

/** The list feeds (docs/product/content.md#feeds): path, the type they serve and the message shown when they fail. */
export const CONTENT_FEEDS = [
  { path: "/api/bannersv2", type: "banner", failureMessage: "Sliders couldn't be fetched" },
  { path: "/api/promotions", type: "promotion", failureMessage: "Promotions couldn't be fetched" },
  {
    path: "/api/promotion-bottom",
    type: "promotion-bottom",
    failureMessage: "Promotions couldn't be fetched",
  },
  { path: "/api/popups", type: "popup", failureMessage: "PopUp couldn't be fetched" },
  {
    path: "/api/registrationcontent",
    type: "registration-content",
    failureMessage: "Registration Content couldn't be fetched",
  },
  { path: "/api/footercontent", type: "footer", failureMessage: "Footer couldn't be fetched" },
  {
    path: "/api/payment-method",
    type: "payment-method",
    failureMessage: "Payment Methods couldn't be fetched",
  },
  {
    path: "/api/promotionContent",
    type: "promotion-content",
    failureMessage: "Promotion Content couldn't be fetched",
  },
  {
    path: "/api/promotionBanners",
    type: "promotion-banner",
    failureMessage: "Promotion Banners couldn't be fetched",
  },
  { path: "/api/dynamic-media", type: "dynamic-media", failureMessage: "Dynamic media couldn't be fetched" },
] as const satisfies ReadonlyArray<{ path: `/api/${string}`; type: ContentType; failureMessage: string }>;
export type ContentFeed = (typeof CONTENT_FEEDS)[number];

/** Navigation texts (docs/product/content.md#navigation). */
export const NAVIGATION_MESSAGES = {
  success: "Successfully retrieved navigation",
  failure: "A problem has occurred while retrieving navigation",
} as const;

/**
 * The popups call shows drafts to preview roles when its `draft` flag has this value
 * (docs/product/content.md#popups).
 */
export const DRAFT_PREVIEW_FLAG = 2587;

/** Roles that may preview draft content. */
export const CONTENT_PREVIEW_ROLES = ["content_preview", "admin", "content"] as const;

/** Site themes; the session default is dark (docs/product/i18n.md#theme). */
export const Theme = z.preprocess(
  (value) => (typeof value === "string" ? value.toLowerCase() : value),
  z.enum(["dark", "light"]),
);
export type Theme = z.infer<typeof Theme>;

const Flag = z.preprocess(
  (value) => (value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value),
  z.boolean(),
);
/** A list as `a,b` or as repeated parameters. */
const List = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => (typeof item === "string" ? item.split(",") : []))
      .map((item) => item.trim())
      .filter(Boolean),
  z.array(z.string().max(64)).max(50),
);

/**
 * Query of every content call: theme and targeting flags (docs/product/content.md#targeting). The server takes
 * `authenticated`, `identified` and `roles` from the session; these flags can only narrow what the session allows,
 * never widen it.
 */
export const ContentQuery = z.object({
  /** Site theme; content made for the other theme is left out. Default dark. */
  theme: Theme.optional(),
  /** false narrows a logged-in caller to guest content. */
  authenticated: Flag.optional(),
  /** Guests whose anonymous session succeeded are identified (docs/product/content.md#targeting). */
  identified: Flag.optional(),
  /** Narrows the session's roles to these. */
  roles: List.optional(),
  /** The player's bonus codes, for bonus-targeted content. */
  bonusCodes: List.optional(),
  /** The player's campaign tag codes. */
  campaignTags: List.optional(),
  /** Draft preview: 2587 shows drafts to content_preview/operator roles (popups only). */
  draft: z.coerce.number().int().optional(),
  /** Locale when no X-Locale header is sent. */
  locale: z.string().max(10).optional(),
  /** A signed preview link's token: that one draft entry is shown in its place (docs/product/content.md#editing). */
  contentPreview: z.string().max(200).optional(),
  /**
   * A guest's display currency for money in the texts (a player's is their wallet's, from the session); without
   * it the display-currency cookie, else the visitor's country, else the locale's.
   */
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
});
export type ContentQuery = z.input<typeof ContentQuery>;

/** What every served entry carries besides its fields. */
const EntryMeta = z.object({
  /** Stable key of the entry across locales. */
  slug: z.string(),
  /** Locale of the text served (the requested one, or `en` when it has no translation). */
  locale: UrlLocale,
  /** draft or published (drafts appear only in preview). */
  status: z.enum(["draft", "published"]),
  /** Position in lists. */
  sortOrder: z.number().int(),
  /** Start of the publish window, if any. */
  publishedFrom: z.iso.datetime().nullable(),
  /** End of the publish window, if any. */
  publishedTo: z.iso.datetime().nullable(),
  /** Last change. */
  updatedAt: z.iso.datetime(),
});

/** One entry in the CMS shape `{id, attributes}`. */
export const contentEntry = <F extends z.ZodObject>(fields: F) =>
  z.object({ id: z.string(), attributes: fields.extend(EntryMeta.shape) });

/** Response of a list feed: `{data: [{id, attributes}], meta}`. */
export const contentListResponse = <F extends z.ZodObject>(fields: F) =>
  z.object({
    data: z.array(contentEntry(fields)),
    meta: z.object({ locale: UrlLocale, count: z.number().int() }),
  });

/** A payment logo row item of the page footer. */
export const FooterPayment = PaymentMethodFields.pick({ name: true, link: true, target: true, icons: true });

/** Footer data served with every page (docs/product/content.md#pages). */
export const PageFooter = FooterFields.pick({
  seals: true,
  social: true,
  providers: true,
  license: true,
}).extend({
  /** Payment logos. */
  payments: z.array(FooterPayment),
});
export type PageFooter = z.infer<typeof PageFooter>;

/** GET /api/page/{path or slug}: the page in the CMS shape; the app reads `data[0]`. */
export const PageResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      attributes: z.object({ ...PageFields.shape, ...EntryMeta.shape, footer: PageFooter }),
    }),
  ),
});
export type PageResponse = z.infer<typeof PageResponse>;

/** GET /api/nav/{slug}. */
export const NavigationResponse = z.object({
  /** Always true on 200. */
  status: z.literal(true),
  /** "Successfully retrieved navigation". */
  message: z.string(),
  data: z.object({
    id: z.string(),
    slug: z.string(),
    locale: UrlLocale,
    title: z.string(),
    items: z.array(NavigationItem),
  }),
});
export type NavigationResponse = z.infer<typeof NavigationResponse>;

/** POST /api/reportI18n: a translation key the app could not find. */
export const ReportI18nRequest = z.object({
  /** i18next namespace. */
  namespace: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  /** The missing key. */
  key: z.string().min(1).max(200),
});
export type ReportI18nRequest = z.infer<typeof ReportI18nRequest>;

/**
 * The locale of a content call: the X-Locale header, else the `locale` parameter, else en. Regional variants are
 * normalised (`en-CA` → `en-ca`, `de-AT` → `de`, other English → `en`).
 */
export function contentLocale(...candidates: Array<string | undefined>): UrlLocale {
  for (const candidate of candidates) {
    const tag = candidate?.trim().toLowerCase().replace("_", "-");
    if (!tag) continue;
    if (tag === "en-ca") return "en-ca";
    const base = tag.split("-")[0];
    if (base === "de") return "de";
    if (base === "en") return "en";
  }
  return DEFAULT_LOCALE;
}
