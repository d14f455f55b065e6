import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../paths";

const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
  version: string;
};
/** The product's version, from the root package.json. */
export const APP_VERSION = pkg.version;
