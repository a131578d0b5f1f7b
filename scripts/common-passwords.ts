/**
 * Writes app/server/data/common-passwords.txt: the most common passwords, one
 * a line, lower-cased, most common first (password-rules.server.ts refuses
 * them). Made from the ranked list of the maintained npm package
 * @zxcvbn-ts/language-common (MIT), which the site does not need at run time,
 * so it is not a dependency: fetch it, then point this script at it.
 *
 *   cd /tmp && npm pack @zxcvbn-ts/language-common && tar xzf zxcvbn-ts-language-common-*.tgz
 *   npx tsx scripts/common-passwords.ts /tmp/package [count]
 */
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "~/server/kernel/project-root.server";

const [packageDir, countArg] = process.argv.slice(2);
if (!packageDir) {
  console.error("Usage: npx tsx scripts/common-passwords.ts <unpacked @zxcvbn-ts/language-common> [count]");
  process.exit(2);
}
const count = Number(countArg ?? 10_000);
const ranked = JSON.parse(fs.readFileSync(path.join(packageDir, "src/passwords.json"), "utf8")) as unknown;
if (!Array.isArray(ranked) || !ranked.every((entry) => typeof entry === "string")) {
  console.error("src/passwords.json is not a list of strings: has the package changed shape?");
  process.exit(1);
}
// Compared without regard to case, so kept lower-cased; the first (most common) spelling wins.
const unique = [...new Set(ranked.map((entry) => entry.toLowerCase()).filter((entry) => entry && !entry.includes("\n")))];
const list = unique.slice(0, count);
const out = path.join(projectRoot(), "app/server/data/common-passwords.txt");
fs.writeFileSync(out, `${list.join("\n")}\n`);
console.log(`Wrote ${list.length} passwords to ${path.relative(projectRoot(), out)}`);
