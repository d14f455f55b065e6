import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A card of the responsible-gaming page: icon, title and one line on what the tool does. */
export function RgCard({
  id,
  icon: Icon,
  title,
  description,
  tone = "default",
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** `serious` marks the tools that cannot be undone (self-exclusion). */
  tone?: "default" | "serious";
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={clsx(
        "flex scroll-mt-24 flex-col rounded-3xl border bg-surface p-5 shadow-card sm:p-7",
        tone === "serious" ? "border-danger/40" : "border-border/70",
        className,
      )}
    >
      <header className="mb-4 flex items-start gap-3.5">
        <span
          className={clsx(
            "grid size-11 shrink-0 place-items-center rounded-2xl",
            tone === "serious" ? "bg-danger/12 text-danger" : "bg-primary/15 text-primary-strong",
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold leading-tight">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
      </header>
      {children}
    </section>
  );
}
