import { clsx } from "clsx";
import { Gift, ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { localized } from "../../../shell/paths";
import { useLocale } from "../../../shell/use-locale";

const SECTIONS = [
  { key: "available", path: "/profile/bonuses", icon: Gift },
  { key: "active", path: "/profile/bonuses/active", icon: ListChecks },
] as const;

/** The frame of the two bonus pages: title, a line of context and the available / active tabs. */
export function BonusesFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1 max-w-3xl text-muted">{t("bonus.subtitle")}</p>
        </div>
        <nav aria-label={t("bonus.nav.label")}>
          <ul className="grid grid-cols-2 gap-1 rounded-2xl bg-surface-2/70 p-1 sm:flex sm:w-max">
            {SECTIONS.map(({ key, path, icon: Icon }) => {
              const to = localized(locale, path);
              const current = pathname === to;
              return (
                <li key={key}>
                  <Link
                    to={to}
                    prefetch="intent"
                    aria-current={current ? "page" : undefined}
                    className={clsx(
                      "flex h-10 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-3.5 text-sm font-bold transition-colors",
                      current ? "bg-surface-3 text-text shadow-sm" : "text-muted hover:text-text",
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                    {t(`bonus.nav.${key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}

/** A card of the bonus pages. */
export function BonusSection({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
