import { Gift, ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { PageFrame } from "../../../ui/page-frame";

const SECTIONS = [
  { key: "available", path: "/profile/bonuses", icon: Gift },
  { key: "active", path: "/profile/bonuses/active", icon: ListChecks },
] as const;

/** The frame of the two bonus pages: title, a line of context and the available / active tabs. */
export function BonusesFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <PageFrame
      title={title}
      subtitle={t("bonus.subtitle")}
      navLabel={t("bonus.nav.label")}
      sections={SECTIONS.map(({ key, path, icon }) => ({
        to: localized(locale, path),
        label: t(`bonus.nav.${key}`),
        icon,
      }))}
    >
      {children}
    </PageFrame>
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
