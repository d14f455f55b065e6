import de from "./de.json";
import en from "./en.json";
import enCA from "./en-CA.json";
import { registerCatalogues, withOperatorTexts } from "./i18n";
import operatorDe from "./operator-de.json";
import operatorEn from "./operator-en.json";
import operatorEnCA from "./operator-en-CA.json";

/**
 * Every language at once, the back office's texts included, for the server (imported by entry.server) and the tests:
 * only the browser loads one language at a time, and the back office's texts only for its pages (./i18n.ts).
 */
registerCatalogues({
  en: withOperatorTexts(en, operatorEn),
  de: withOperatorTexts(de, operatorDe),
  "en-CA": withOperatorTexts(enCA, operatorEnCA),
});
