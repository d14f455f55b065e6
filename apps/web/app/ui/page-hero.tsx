import type { ReactNode } from "react";

/** A page's title block on the hero gradient (pages that are mostly a modal: sign-up, password reset). */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="page-title"
      className="rounded-3xl border border-border/70 bg-[image:var(--gradient-hero)] p-8 shadow-card sm:p-12"
    >
      <div className="max-w-2xl space-y-4">
        <h1 id="page-title" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {children ? <div className="text-lg text-muted">{children}</div> : null}
      </div>
    </section>
  );
}
