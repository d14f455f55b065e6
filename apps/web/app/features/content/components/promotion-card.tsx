import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import type { Promotion } from "../api/get-promotions";

/** A promotion card linking to its detail page; the artwork has a fixed ratio so the grid never jumps. */
export function PromotionCard({ promotion, moreLabel }: { promotion: Promotion; moreLabel: string }) {
  const locale = useLocale();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border/70 bg-surface shadow-card transition-colors hover:border-primary/50">
      <div className="relative aspect-[12/5] overflow-hidden bg-surface-2">
        <img
          src={promotion.image.src}
          alt={promotion.image.alt}
          width={1200}
          height={500}
          loading="lazy"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {promotion.badge ? (
          <span className="absolute left-3 top-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-bold text-white">
            {promotion.badge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-bold leading-snug">
          <Link
            to={localized(locale, `/promotions/${promotion.slug}`)}
            prefetch="intent"
            className="after:absolute after:inset-0"
          >
            {promotion.title}
          </Link>
        </h3>
        <p className="flex-1 text-sm text-muted">{promotion.summary}</p>
        <span aria-hidden className="text-sm font-semibold text-primary-strong">
          {moreLabel} →
        </span>
      </div>
    </article>
  );
}
