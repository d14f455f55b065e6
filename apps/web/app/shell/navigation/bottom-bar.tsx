import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { navHref } from "../../lib/locale/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { BOTTOM_NAV, isActive } from "./nav-items";
import { navLabel, useMenu } from "./use-menu";

/** Mobile bottom bar (docs/product/shell.md#bottom-bar), hidden on desktop. */
export function BottomBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const here = pathname.replace(/^\/[^/]+/, "") || "/";
  // docs/product/shell.md#bottom-bar fixes four slots (casino, promotions, sports, live sports); a longer CMS menu is
  // cut to fit.
  const items = useMenu("bottom-bar", BOTTOM_NAV).slice(0, 4);
  return (
    <nav
      aria-label={t("bottomBar.label")}
      className="fixed inset-x-0 bottom-0 z-40 grid h-bottombar grid-cols-4 border-t border-border/70 bg-bg-elevated/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
    >
      {items.map((item) => {
        const active = isActive(item, here);
        const Icon = item.icon;
        return (
          <Link
            key={item.key}
            to={navHref(locale, item)}
            aria-current={active ? "page" : undefined}
            className={`flex flex-col items-center justify-center gap-1 text-[11px] font-semibold ${
              active ? "text-primary-strong" : "text-muted"
            }`}
          >
            <Icon className="size-5" aria-hidden />
            {navLabel(item, t)}
          </Link>
        );
      })}
    </nav>
  );
}
