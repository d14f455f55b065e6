import { z } from "zod";

// The fields of each content type. HTML fields (noted "HTML") are sanitised by the server with an allow-list
// before they are stored and again when served; clients may render them as HTML.

const Text = (max = 300) => z.string().trim().min(1).max(max);
const Html = z.string().max(200_000);
/** A site path (`/casino`) or an absolute http(s) URL. */
const Href = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https?:\/\/)/, "A site path or an http(s) URL");

/** Same tab, or a new one (external links). */
export const LinkTarget = z.enum(["_self", "_blank"]);
export type LinkTarget = z.infer<typeof LinkTarget>;

/** Something the app does instead of following a link (open a modal, …). */
export const ContentAction = z.enum(["login", "register", "deposit", "support", "promotions"]);
export type ContentAction = z.infer<typeof ContentAction>;

/** A call to action: a label, and a link or an app action. */
export const ContentCta = z.object({
  /** Button text. */
  label: Text(60),
  /** Where it goes; absent when `action` is set. */
  link: Href.optional(),
  /** Same tab or a new one. */
  target: LinkTarget.default("_self"),
  /** What the app does instead of navigating. */
  action: ContentAction.optional(),
});

/** An image with its alternative text; `mobileSrc` is a narrower crop for small screens. */
export const ContentImage = z.object({
  /** Site path or URL of the image. */
  src: Href,
  /** Narrow crop for phones. */
  mobileSrc: Href.optional(),
  /** Alternative text (empty only for a decorative image). */
  alt: z.string().max(200),
});

/** Page types the app renders differently (docs/product/content.md#pages). */
export const PageType = z.enum([
  "HomePage",
  "CasinoPage",
  "CasinoLivePage",
  "LegalPage",
  "HelpPage",
  "RulesPage",
]);
export type PageType = z.infer<typeof PageType>;

/** A CMS page: its SEO text or body, title and meta description. */
export const PageFields = z.object({
  /** Document title. */
  title: Text(200),
  /** Meta description (search results, Open Graph). */
  description: Text(400),
  /** HTML: the page body, or the SEO text of the home, casino and live-casino pages. */
  content: Html,
  /** How the app renders it. */
  pageType: PageType,
  /** The page's route without the locale prefix, e.g. `/casino`. */
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
  /** Language of the text when it differs from the requested locale (the Romanian rules pages: `ro`). */
  lang: z.string().max(10).optional(),
});
export type PageFields = z.infer<typeof PageFields>;

/** One navigation entry; `items` are its submenu. */
export interface NavigationItem {
  title: string;
  path: string;
  icon?: string | undefined;
  authenticated: boolean;
  external: boolean;
  items: NavigationItem[];
}

/**
 * One navigation entry: title, path, icon, whether players only, whether external, and its submenu.
 * It refers to itself, so it carries an id: the OpenAPI document gives it a component of that name to `$ref`.
 */
export const NavigationItem: z.ZodType<NavigationItem, unknown> = z
  .lazy(() =>
    z.object({
      /** Label. */
      title: Text(80),
      /** Site path without locale prefix, or an absolute URL when `external`. */
      path: Href,
      /** Icon name (lucide) or image path. */
      icon: z.string().max(200).optional(),
      /** Players only: hidden from guests in the sidebar; opens login from the header. */
      authenticated: z.boolean().default(false),
      /** Opens in a new tab. */
      external: z.boolean().default(false),
      /** Submenu. */
      items: z.array(NavigationItem).default([]),
    }),
  )
  .meta({ id: "NavigationItem" });

/** A navigation menu (header, sidebar, footer columns, bottom bar). */
export const NavigationFields = z.object({
  /** Menu name, for operators. */
  title: Text(80),
  /** Top-level entries. */
  items: z.array(NavigationItem),
});

/** Slide kinds of the banner carousel (docs/product/content.md#slides). */
export const SlideKind = z.enum(["cta-slide", "action-slide", "link-slide", "event-slide", "jackpot-slide"]);
export type SlideKind = z.infer<typeof SlideKind>;

/** A carousel slide; `event` is set on event slides, `jackpot` on jackpot slides, `link` on link slides. */
export const BannerFields = z.object({
  /** How the slide behaves. */
  kind: SlideKind,
  /** Headline. */
  title: Text(120),
  /** Second line. */
  subtitle: z.string().max(200).optional(),
  /** Artwork. */
  image: ContentImage,
  /** Button (cta-slide: a link; action-slide: an app action). */
  cta: ContentCta.optional(),
  /** link-slide: the whole slide links here. */
  link: Href.optional(),
  /** link-slide: same tab or new. */
  target: LinkTarget.optional(),
  /**
   * event-slide: the book's event it shows, named by id or as the next event of a competition or sport. Editors
   * set the reference; the server fills in the rest from the book and leaves the slide out once the event is over.
   */
  event: z
    .object({
      eventId: z.string().uuid().optional(),
      competitionId: z.string().max(80).optional(),
      sport: z.enum(["football", "tennis", "basketball"]).optional(),
      /** Filled in by the server from the book. */
      competition: Text(80).optional(),
      home: Text(60).optional(),
      away: Text(60).optional(),
      startsAt: z.iso.datetime().optional(),
      live: z.boolean().optional(),
    })
    .refine((e) => e.eventId || e.competitionId || e.sport, "Name the event, its competition or its sport")
    .optional(),
  /** jackpot-slide: which jackpot, with a last known amount in major units until the live value arrives. */
  jackpot: z
    .object({
      name: Text(80),
      jackpotId: Text(60),
      currency: z.string().length(3),
      amount: z.number().nonnegative(),
    })
    .optional(),
});

/** A promotion card and its detail page. */
export const PromotionFields = z.object({
  /** Headline. */
  title: Text(120),
  /** One or two sentences for the card. */
  summary: Text(400),
  /** HTML: the detail text. */
  content: Html,
  /** HTML: the significant terms, shown next to the offer. */
  terms: Html,
  /** Card artwork. */
  image: ContentImage,
  /** Which part of the site it belongs to. */
  category: z.enum(["casino", "live-casino", "sports", "all"]),
  /** Code the player enters, if any. */
  bonusCode: z.string().max(40).optional(),
  /** Short label on the card (e.g. "Weekly"). */
  badge: z.string().max(30).optional(),
  /** Button. */
  cta: ContentCta.optional(),
});

/** A block of text (HTML) with a title: promotion page intro and the text under the promotion list. */
export const TextBlockFields = z.object({
  /** Heading. */
  title: Text(120),
  /** HTML body. */
  content: Html,
  /** Optional artwork. */
  image: ContentImage.optional(),
});

/** A banner at the top of the promotions page. */
export const PromotionBannerFields = z.object({
  /** Headline. */
  title: Text(120),
  /** Second line. */
  subtitle: z.string().max(200).optional(),
  /** Artwork. */
  image: ContentImage,
  /** Button. */
  cta: ContentCta.optional(),
});

/** Popup kinds; prize-wheel and brand-ambassador popups are content-driven (docs/product/content.md#popups). */
export const PopupKind = z.enum(["welcome", "prize-wheel", "brand-ambassador", "announcement"]);

/** A popup the app shows on arrival. */
export const PopupFields = z.object({
  /** Which layout. */
  kind: PopupKind,
  /** Headline. */
  title: Text(120),
  /** HTML body. */
  content: Html,
  /** Artwork. */
  image: ContentImage.optional(),
  /** Main button. */
  cta: ContentCta.optional(),
  /** How often: once ever (per browser), once per session, or every visit. */
  frequency: z.enum(["once", "session", "always"]).default("once"),
  /** Seconds after the page loads. */
  delaySeconds: z.number().int().min(0).max(600).default(0),
  /** prize-wheel: the segments drawn on the wheel (what can be won is decided by the server, never the wheel). */
  wheel: z.object({ segments: z.array(Text(40)).min(2).max(16), spinLabel: Text(40) }).optional(),
  /** brand-ambassador: who speaks. */
  ambassador: z.object({ name: Text(80), role: Text(120), quote: Text(400) }).optional(),
});

/**
 * The game of the week (docs/product/engagement.md#game-of-the-week): an editorial pick with its banner and a boosted
 * reward. The visible entry with the lowest sort order is the pick; its publish window (publishFrom/publishTo) makes
 * it rotate.
 */
export const GameOfTheWeekFields = z.object({
  /** The picked game's slug. */
  gameSlug: z.string().regex(/^[a-z0-9-]{1,80}$/),
  /** Headline. */
  title: Text(120),
  /** One or two sentences on the boost. */
  text: Text(400),
  /** Banner artwork. */
  image: ContentImage,
  /** Loyalty points multiplier on real-money rounds of the game while it is the pick. */
  pointsBoost: z.number().min(1).max(10).default(2),
});

/**
 * A picture or a short video the site shows in a named place (/api/dynamic-media,
 * docs/product/content.md#dynamic-media): editors swap the artwork of a page's hero or the sign-in dialog without a
 * release. Its size is given so the page reserves the space before it loads (no layout shift).
 */
export const DynamicMediaFields = z.object({
  /** The place on the site: home-hero, casino-hero, sports-hero, auth-side, … */
  placement: z.string().regex(/^[a-z0-9-]{1,40}$/),
  kind: z.enum(["image", "video"]).default("image"),
  /** The image, or the video file (src) with its description (alt). */
  media: ContentImage,
  /** A video's still frame, shown before it plays and to reduced-motion visitors. */
  poster: Href.optional(),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
  /** Where a click leads, if anywhere. */
  link: Href.optional(),
  target: LinkTarget.default("_self"),
});

/** Text beside a sign-up step. */
export const RegistrationContentFields = z.object({
  /** The sign-up step it belongs to. */
  step: z.enum(["initial", "sms", "personal", "email"]),
  /** Heading. */
  title: Text(120),
  /** HTML body. */
  content: Html,
  /** Short selling points. */
  highlights: z.array(Text(120)).max(6).default([]),
  /** Artwork. */
  image: ContentImage.optional(),
});

/** A logo in the footer (seal, social network, provider). */
export const FooterLogo = z.object({
  /** Name, also the alternative text. */
  name: Text(80),
  /** Image path. */
  icon: Href,
  /** Where it links, if anywhere. */
  link: Href.optional(),
  /** Same tab or new. */
  target: LinkTarget.default("_blank"),
});

/** The footer's logo rows and licence text (the payment row comes from the payment methods). */
export const FooterFields = z.object({
  /** Regulator, age and responsible-gambling seals. */
  seals: z.array(FooterLogo),
  /** Social networks. */
  social: z.array(FooterLogo),
  /** Game and content providers. */
  providers: z.array(FooterLogo),
  /** HTML: the licence statement. */
  license: Html,
  /** Copyright holder; the app adds "©" and the year. */
  copyright: Text(120),
});

/** A payment method: its name, logos and a link to its help text. */
export const PaymentMethodFields = z.object({
  /** Name shown. */
  name: Text(80),
  /** Help page or the provider's site. */
  link: Href,
  /** Same tab or new. */
  target: LinkTarget.default("_self"),
  /** Logo paths (light/dark variants or several marks). */
  icons: z.array(Href).min(1),
  /** What it can be used for. */
  usage: z.array(z.enum(["deposit", "withdrawal"])).min(1),
  /** Typical processing time, as text. */
  processingTime: Text(80),
});
