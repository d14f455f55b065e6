import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";

export interface FrameSection {
  /** The localised path the tab links to (the current page's tab is marked). */
  to: string;
  label: string;
  icon: LucideIcon;
}

const COLUMNS: Record<number, string> = { 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4" };

/**
 * The frame of a family of profile pages (cashier, bonuses): title, a line of context and the tabs between the
 * pages. With four tabs a phone shows them without icons and in smaller type, so they fit 375 px.
 */
export function PageFrame({
  title,
  subtitle,
  navLabel,
  sections,
  children,
}: {
  title: string;
  subtitle: string;
  navLabel: string;
  sections: FrameSection[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const crowded = sections.length >= 4;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1 max-w-3xl text-muted">{subtitle}</p>
        </div>
        <nav aria-label={navLabel}>
          <ul
            className={clsx(
              "grid gap-1 rounded-2xl bg-surface-2/70 p-1 sm:flex sm:w-max",
              COLUMNS[sections.length] ?? "grid-cols-2",
            )}
          >
            {sections.map(({ to, label, icon: Icon }) => {
              const current = pathname === to;
              return (
                <li key={to}>
                  <Link
                    to={to}
                    prefetch="intent"
                    aria-current={current ? "page" : undefined}
                    className={clsx(
                      "flex h-10 items-center justify-center gap-2 whitespace-nowrap rounded-xl font-bold transition-colors sm:px-3.5 sm:text-sm",
                      crowded ? "px-1 text-[13px]" : "px-3.5 text-sm",
                      current ? "bg-surface-3 text-text shadow-sm" : "text-muted hover:text-text",
                    )}
                  >
                    <Icon className={clsx("size-4", crowded && "hidden sm:block")} aria-hidden />
                    {label}
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
