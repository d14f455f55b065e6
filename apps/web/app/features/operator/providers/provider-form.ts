import { z } from "zod";
import type { Provider } from "./providers-api";

/**
 * A provider's registration as the operator types it (docs/product/providers.md#back-office). Currencies and countries
 * are typed as one line of codes ("EUR, GBP"); the games are not edited here: they come with the studio's feed and a
 * save keeps them as they are.
 */
export interface ProviderForm {
  id: string;
  name: string;
  launchUrl: string;
  /** "" = the studio sends no daily round report. */
  reportUrl: string;
  currencies: string;
  /** "" = players of every country. */
  countries: string;
  enabled: boolean;
}

export type ProviderField = Exclude<keyof ProviderForm, "enabled">;

/** "eur, gbp  usd" → ["EUR", "GBP", "USD"]: commas or spaces between codes, case as typed, no repeats. */
export const codesOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  ),
];

const http = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

// Each refusal is the key of its text under operator.providers.form.problems. (the same bounds as ProviderInput).
const problem = (key: string) => `operator.providers.form.problems.${key}`;

export const providerFormSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, problem("id")),
  name: z.string().trim().min(1, problem("name")).max(100, problem("name")),
  launchUrl: z.string().trim().max(500, problem("url")).refine(http, problem("url")),
  reportUrl: z
    .string()
    .trim()
    .max(500, problem("url"))
    .refine((value) => value === "" || http(value), problem("url")),
  currencies: z.string().refine((text) => {
    const codes = codesOf(text);
    return codes.length >= 1 && codes.length <= 20 && codes.every((code) => /^[A-Z]{3}$/.test(code));
  }, problem("currencies")),
  countries: z.string().refine((text) => {
    const codes = codesOf(text);
    return codes.length <= 250 && codes.every((code) => /^[A-Z]{2}$/.test(code));
  }, problem("countries")),
  enabled: z.boolean(),
});

/** An empty form for a new provider, switched on. */
export const newProviderForm = (): ProviderForm => ({
  id: "",
  name: "",
  launchUrl: "",
  reportUrl: "",
  currencies: "",
  countries: "",
  enabled: true,
});

/** The form of a registered provider as it is now. */
export const providerForm = (provider: Provider): ProviderForm => ({
  id: provider.id,
  name: provider.name,
  launchUrl: provider.launchUrl,
  reportUrl: provider.reportUrl ?? "",
  currencies: provider.currencies.join(", "),
  countries: provider.countries.join(", "),
  enabled: provider.enabled,
});

/** The registration the form says: the body of POST (with the id) or PUT (without) of /api/admin/providers. */
export const providerBody = (values: ProviderForm) => ({
  name: values.name.trim(),
  launchUrl: values.launchUrl.trim(),
  ...(values.reportUrl.trim() ? { reportUrl: values.reportUrl.trim() } : {}),
  currencies: codesOf(values.currencies),
  countries: codesOf(values.countries),
  enabled: values.enabled,
});
