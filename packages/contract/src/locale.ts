import { z } from "zod";
import { URL_LOCALES } from "./locale.api";

/** Locales as they appear in URLs (`/en`, `/de`, `/en-ca`); the constants and `isUrlLocale` are in ./locale.api. */
export const UrlLocale = z.enum(URL_LOCALES);
export type UrlLocale = z.infer<typeof UrlLocale>;
