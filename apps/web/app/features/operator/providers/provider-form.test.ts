import { describe, expect, it } from "vitest";
import { codesOf, newProviderForm, providerBody, providerFormSchema } from "./provider-form";

// The provider form says what the operator typed the way the registry takes it, and refuses what the server would.

const problems = (values: Record<string, unknown>) => {
  const result = providerFormSchema.safeParse({ ...newProviderForm(), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

const valid = {
  id: "nebula-games",
  name: "Nebula Games",
  launchUrl: "https://games.nebula.example/play",
  currencies: "eur, gbp",
};

describe("the provider form", () => {
  it("reads codes typed with commas or spaces, in any case, once each", () => {
    expect(codesOf(" eur,GBP  usd;eur ")).toEqual(["EUR", "GBP", "USD"]);
    expect(codesOf("")).toEqual([]);
  });

  it("sends the registration the registry takes: codes upper-case, an empty report address left out", () => {
    expect(providerBody({ ...newProviderForm(), ...valid, countries: "de mt" })).toEqual({
      name: "Nebula Games",
      launchUrl: "https://games.nebula.example/play",
      currencies: ["EUR", "GBP"],
      countries: ["DE", "MT"],
      enabled: true,
    });
  });

  it("refuses each bad field with its own problem and accepts empty countries", () => {
    expect(problems(valid)).toEqual({});
    expect(
      problems({ id: "Nebula Games", name: " ", launchUrl: "ftp://x", currencies: "EURO", countries: "DEU" }),
    ).toEqual({
      id: "operator.providers.form.problems.id",
      name: "operator.providers.form.problems.name",
      launchUrl: "operator.providers.form.problems.url",
      currencies: "operator.providers.form.problems.currencies",
      countries: "operator.providers.form.problems.countries",
    });
    expect(problems({ ...valid, currencies: "" })).toEqual({
      currencies: "operator.providers.form.problems.currencies",
    });
    expect(problems({ ...valid, reportUrl: "not a url" })).toEqual({
      reportUrl: "operator.providers.form.problems.url",
    });
  });
});
