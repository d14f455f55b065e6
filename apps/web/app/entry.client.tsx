import { isUrlLocale } from "@casino/contract";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocale, loadOperatorTexts } from "./i18n/i18n";
import { takeEarlyPress } from "./shell/early-press";
import { loadMarkedParts } from "./shell/lazy-part";

// React Router's own client entry, after one wait: the page's language (its URL's first segment) is fetched before
// hydrating, so the first client render prints exactly the server's texts (docs/decisions/0213-translations-per-language.md);
// on the back office's pages its own texts too (docs/decisions/0218-fast-casino-page-on-a-phone.md); and the code of
// the lazily loaded parts the server rendered (a player's header controls, the chat panel), so they hydrate with the
// page and a first press on them is not lost (docs/decisions/0222-first-press-and-lazy-parsing.md).
const [, first, second] = location.pathname.split("/");
const locale = isUrlLocale(first) ? first : "en";
// Not a top-level await: the parts' chunks import the chunk this entry is bundled in, which could not finish loading
// while it waited for them.
void Promise.all([
  second === "operator" ? loadOperatorTexts(locale) : loadLocale(locale),
  loadMarkedParts(),
]).then(() => {
  // From here React replays presses on the page itself; one made before is replayed once it has hydrated.
  takeEarlyPress();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
