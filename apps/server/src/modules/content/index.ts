export { contentModule } from "./content.module";
export { type ContentService, createContentService, insertMissingContent } from "./content.service";
export type { ContentEntryInput } from "./content-types";
export { type SanitizeOptions, sanitizeHtml } from "./sanitize-html";
export { type SeedTextHistory, upgradeSeededTexts } from "./seed-upgrade";
