import type { ContentAction, ContentCta as Cta } from "@casino/contract";
import { Link } from "react-router";
import type { z } from "zod";
import { navHref } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { buttonClass } from "../../../ui/button";

/** A CMS call to action: an app action (opens a modal), a site link (locale added) or another site (new tab). */
export function ContentCta({
  cta,
  onAction,
  className = "",
}: {
  cta: z.infer<typeof Cta>;
  onAction: (action: ContentAction) => void;
  className?: string;
}) {
  const locale = useLocale();
  const classes = buttonClass({ className });
  if (cta.action) {
    const action = cta.action;
    return (
      <button type="button" onClick={() => onAction(action)} className={classes}>
        {cta.label}
      </button>
    );
  }
  if (!cta.link) return null;
  const external = cta.target === "_blank" || /^https?:\/\//.test(cta.link);
  if (external) {
    return (
      <a href={cta.link} target="_blank" rel="noopener noreferrer" className={classes}>
        {cta.label}
      </a>
    );
  }
  return (
    <Link to={navHref(locale, { path: cta.link })} className={classes} prefetch="intent">
      {cta.label}
    </Link>
  );
}
