import { isUrlLocale } from "@casino/contract";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocale, loadOperatorTexts } from "./i18n/i18n";

// React Router's own client entry, after one wait: the page's language (its URL's first segment) is fetched before
// hydrating, so the first client render prints exactly the server's texts (docs/decisions/0213-translations-per-language.md);
// on the back office's pages its own texts too (docs/decisions/0218-fast-casino-page-on-a-phone.md).
const [, first, second] = location.pathname.split("/");
const locale = isUrlLocale(first) ? first : "en";
await (second === "operator" ? loadOperatorTexts(locale) : loadLocale(locale));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
