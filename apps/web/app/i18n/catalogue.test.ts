import { describe, expect, it } from "vitest";
import de from "./de.json";
import en from "./en.json";
import enCA from "./en-CA.json";

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
  const english = flatten(en);
  const german = flatten(de);
  const canadian = flatten(enCA);

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
