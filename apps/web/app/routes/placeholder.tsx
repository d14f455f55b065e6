import { isUrlLocale } from "@casino/contract";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type MetaFunction, useMatches } from "react-router";
import { translator } from "../i18n/i18n";

/** Title of a page in its locale: "Casino · Vela". */
export const meta: MetaFunction = ({ params, matches }) => {
  const locale = isUrlLocale(params.locale) ? params.locale : "en";
  const t = translator(locale);
  const id = matches.at(-1)?.id ?? "home";
  return [{ title: `${t(`pages.${id}`)} · ${t("brand.name")}` }];
};

/** A server-rendered stand-in for a page whose real screen comes in a later issue. */
export default function Placeholder() {
  const { t } = useTranslation();
  const id = useMatches().at(-1)?.id ?? "home";
  const title = t(`pages.${id}`);
  return (
    <section
      aria-labelledby="page-title"
      className="relative overflow-hidden rounded-3xl border border-border/70 bg-[image:var(--gradient-hero)] p-8 shadow-card sm:p-12"
    >
      <div className="relative z-10 max-w-2xl space-y-4">
        <p className="inline-flex items-center gap-2 rounded-full bg-surface-2/80 px-3 py-1 text-xs font-bold uppercase tracking-widest text-gold">
          <Sparkles className="size-3.5" aria-hidden />
          {t("brand.tagline")}
        </p>
        <h1 id="page-title" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="text-lg text-muted">{t("placeholder.comingSoon", { brand: t("brand.name") })}</p>
        <p className="text-muted">{t("placeholder.body", { page: title })}</p>
      </div>
      <HeroArt />
    </section>
  );
}

/** Decorative constellation art for the page hero. */
function HeroArt() {
  return (
    <svg
      viewBox="0 0 400 240"
      className="pointer-events-none absolute -right-10 top-1/2 hidden h-[120%] -translate-y-1/2 opacity-80 md:block"
      aria-hidden
    >
      <g stroke="var(--c-primary)" strokeOpacity="0.5" strokeWidth="1.5" fill="none">
        <path d="M60 180 L140 120 L230 140 L300 60 L360 100" />
        <path d="M140 120 L180 40" />
      </g>
      {[
        [60, 180, 5],
        [140, 120, 7],
        [230, 140, 5],
        [300, 60, 9],
        [360, 100, 5],
        [180, 40, 6],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="var(--c-gold)" />
      ))}
      <path d="M300 28 l6 22 22 6 -22 6 -6 22 -6 -22 -22 -6 22 -6z" fill="var(--c-primary-strong)" />
    </svg>
  );
}
