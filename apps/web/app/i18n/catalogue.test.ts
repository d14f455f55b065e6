import { describe, expect, it } from "vitest";
import de from "./de.json";
import en from "./en.json";
import enCA from "./en-CA.json";
import operatorDe from "./operator-de.json";
import operatorEn from "./operator-en.json";
import operatorEnCA from "./operator-en-CA.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") result.set(path, value);
    else for (const [inner, text] of flatten(value, path)) result.set(inner, text);
  }
  return result;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe("translation catalogues", () => {
  // Each language with its back office's texts (a file of their own, ./i18n.ts), as the server holds it.
  const english = flatten({ ...en, operator: operatorEn });
  const german = flatten({ ...de, operator: operatorDe });
  const canadian = flatten({ ...enCA, operator: operatorEnCA });

  it("keeps the back office's texts out of the file every page loads", () => {
    for (const catalogue of [en, de, enCA]) expect(Object.keys(catalogue)).not.toContain("operator");
    expect(flatten(operatorEn).size).toBeGreaterThan(500);
  });

  it("has every English text in German, and nothing more", () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("keeps Canadian English to keys that exist in English", () => {
    expect([...canadian.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("uses the same interpolation variables in every language", () => {
    for (const [key, text] of english) {
      expect(variables(german.get(key) ?? ""), `de ${key}`).toEqual(variables(text));
      if (canadian.has(key))
        expect(variables(canadian.get(key) ?? ""), `en-CA ${key}`).toEqual(variables(text));
    }
  });
});
