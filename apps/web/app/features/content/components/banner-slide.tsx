import { type ContentAction, FORMAT_LOCALE, TIME_ZONE, type UrlLocale } from "@casino/contract";
import { Link } from "react-router";
import { navHref } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import type { Banner } from "../api/get-banners";
import { ContentCta } from "./content-cta";

/** Live jackpot amounts by jackpot id, in major units; they replace a jackpot slide's last known amount. */
export type LiveJackpots = Record<string, { amount: number; currency: string }>;

/** One slide; inactive slides stay in the HTML but are hidden from sight, focus and screen readers. */
export function BannerSlide({
  slide,
  active,
  label,
  priority,
  onAction,
  liveJackpots,
}: {
  slide: Banner;
  active: boolean;
  label: string;
  priority: boolean;
  onAction: (action: ContentAction) => void;
  liveJackpots?: LiveJackpots | undefined;
}) {
  const locale = useLocale();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names a slide with role group; a fieldset is for forms.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
      data-kind={slide.kind}
      className={`absolute inset-0 transition-opacity duration-500 ${active ? "opacity-100" : "opacity-0"}`}
    >
      <picture>
        {slide.image.mobileSrc ? <source media="(max-width: 639px)" srcSet={slide.image.mobileSrc} /> : null}
        <img
          src={slide.image.src}
          alt={slide.image.alt}
          width={1200}
          height={500}
          loading={priority ? "eager" : "lazy"}
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
      {/* Dark scrim behind the text so it reads on any artwork, in both themes. */}
      <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/45 to-black/5 sm:bg-gradient-to-r sm:from-black/80 sm:via-black/45 sm:to-transparent" />
      <div className="relative flex h-full max-w-xl flex-col justify-end gap-3 p-5 pb-16 text-white sm:justify-center sm:p-10">
        <SlideDetail slide={slide} locale={locale} liveJackpots={liveJackpots} />
        <h2 className="text-[1.6rem] font-extrabold leading-tight tracking-tight sm:text-4xl">
          {slide.kind === "link-slide" && slide.link ? (
            <Link to={navHref(locale, { path: slide.link })} className="after:absolute after:inset-0">
              {slide.title}
            </Link>
          ) : (
            slide.title
          )}
        </h2>
        {slide.subtitle ? <p className="text-sm text-white/85 sm:text-base">{slide.subtitle}</p> : null}
        {slide.cta ? (
          <div>
            <ContentCta cta={slide.cta} onAction={onAction} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The line above the title: the fixture of an event slide, the amount of a jackpot slide. */
function SlideDetail({
  slide,
  locale,
  liveJackpots,
}: {
  slide: Banner;
  locale: UrlLocale;
  liveJackpots: LiveJackpots | undefined;
}) {
  if (slide.kind === "event-slide" && slide.event?.startsAt) {
    const when = new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
      timeZone: TIME_ZONE,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
    }).format(new Date(slide.event.startsAt));
    return (
      <p className="text-xs font-bold uppercase tracking-widest text-gold-ink">
        {slide.event.competition} · {slide.event.home} – {slide.event.away} · {when}
      </p>
    );
  }
  if (slide.kind === "jackpot-slide" && slide.jackpot) {
    const value = liveJackpots?.[slide.jackpot.jackpotId] ?? slide.jackpot;
    const amount = new Intl.NumberFormat(FORMAT_LOCALE[locale], {
      style: "currency",
      currency: value.currency,
      maximumFractionDigits: 0,
    }).format(value.amount);
    return (
      <p className="flex flex-col">
        <span className="text-xs font-bold uppercase tracking-widest text-gold-ink">
          {slide.jackpot.name}
        </span>
        <span
          className="text-3xl font-extrabold tabular-nums text-gold-ink sm:text-5xl"
          data-testid="jackpot-slide-amount"
          data-live={liveJackpots?.[slide.jackpot.jackpotId] ? "true" : "false"}
          suppressHydrationWarning
        >
          {amount}
        </span>
      </p>
    );
  }
  return null;
}
