import type { ReactNode } from "react";

/** A titled block of the player page. */
export function Panel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = `panel-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-3 rounded-3xl border border-border/70 bg-surface p-4 shadow-card sm:p-5 ${wide ? "lg:col-span-2" : ""}`}
    >
      <h3 id={id} className="text-lg font-extrabold tracking-tight">
        {title}
      </h3>
      {children}
    </section>
  );
}
