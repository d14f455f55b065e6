import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * One screen of the back office: a card titled by its area's `operator.<area>.title` and `.subtitle` texts, with
 * optional actions beside the title (a button, an export link) and the screen's content below.
 */
export function DeskSection({
  area,
  heading: Heading = "h2",
  actions,
  children,
}: {
  area: string;
  /** h3 where the screen sits under a page heading of its own. */
  heading?: "h2" | "h3";
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `${area}-title`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-3xl border border-border/70 bg-surface p-4 shadow-card sm:p-6"
    >
      <header
        className={actions ? "flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between" : undefined}
      >
        <div>
          <Heading id={id} className="text-xl font-extrabold tracking-tight">
            {t(`operator.${area}.title`)}
          </Heading>
          <p className="mt-1 text-sm text-muted">{t(`operator.${area}.subtitle`)}</p>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
