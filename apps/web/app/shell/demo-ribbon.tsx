import type { UrlLocale } from "@casino/contract";
import { FlaskConical } from "lucide-react";
import { translator } from "../i18n/i18n";

/**
 * One slim line above everything while the server takes payments through its sandbox provider: the site is a demo
 * and no real money can come in. It sits in the normal flow (never fixed), so it covers nothing, and it is in the
 * server-rendered HTML, so nothing moves when the page hydrates.
 */
export function DemoRibbon({ locale }: { locale: UrlLocale }) {
  const t = translator(locale);
  return (
    <div
      role="note"
      data-testid="demo-ribbon"
      className="flex items-center justify-center gap-1.5 border-b border-border/70 bg-surface-2 px-3 py-1 text-center text-xs leading-4 font-medium text-muted"
    >
      <FlaskConical className="size-3.5 shrink-0 text-warning-ink" aria-hidden />
      <span>{t("demo.ribbon")}</span>
    </div>
  );
}
