import { isUrlLocale } from "@casino/contract";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocale } from "./i18n/i18n";

// React Router's own client entry, after one wait: the page's language (its URL's first segment) is fetched before
// hydrating, so the first client render prints exactly the server's texts (docs/decisions/0213-translations-per-language.md).
const first = location.pathname.split("/")[1];
await loadLocale(isUrlLocale(first) ? first : "en");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
