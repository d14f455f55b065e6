/**
 * Canadian English from our British-English seed texts: -ize verbs, Canadian terms (province, postal code, cell
 * phone) and the provincial gambling age. Money is a `{{money:…}}` placeholder the server renders in the viewer's
 * currency (a Canadian guest's is CAD), so no symbol is rewritten here. Canadian keeps -our and -re (colour, centre) and
 * "licence" as a noun, so those are left alone.
 */
const RULES: Array<[RegExp, string]> = [
  [
    /\b(organi|recogni|minimi|maximi|personali|reali|prioriti|authori|categori|customi|familiari|finali|optimi|summari|utili|emphasi|apologi)s(e|ed|es|ing|ation|ations)\b/gi,
    "$1z$2",
  ],
  [/\b(analy)s(e|ed|es|ing)\b/gi, "$1z$2"],
  [/\bprogramme(s?)\b/g, "program$1"],
  [/\bwhilst\b/g, "while"],
  [/\bfulfil\b/g, "fulfill"],
  [/\bpostcode\b/g, "postal code"],
  [/\bmobile phone\b/g, "cell phone"],
  [/\bmobile number\b/g, "cell phone number"],
  [/\bbank holiday(s?)\b/g, "statutory holiday$1"],
  [/\bcountry of residence\b/g, "province or territory of residence"],
  [/\bin your country\b/g, "in your province or territory"],
  // The gambling age is 19 in most provinces and 18 in Alberta, Manitoba and Quebec.
  [
    /\baged 18 or over\b/g,
    "of legal gambling age in your province (19, or 18 in Alberta, Manitoba and Quebec)",
  ],
  [/\bfootball\b/g, "soccer"],
  [/\bFootball\b/g, "Soccer"],
];

/** The Canadian form of one English text. */
export function canadianText(text: string): string {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Every string inside `value` in its Canadian form (paths, URLs and icons contain none of the words). */
export function canadian<T>(value: T): T {
  if (typeof value === "string") return canadianText(value) as T;
  if (Array.isArray(value)) return value.map((item) => canadian(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, canadian(item)])) as T;
  }
  return value;
}
