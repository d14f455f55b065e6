import de from "./de.json";
import en from "./en.json";
import enCA from "./en-CA.json";
import { registerCatalogues } from "./i18n";

/**
 * Every language at once, for the server (imported by entry.server) and the tests: only the browser loads one
 * language at a time (./i18n.ts).
 */
registerCatalogues({ en, de, "en-CA": enCA });
