import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/**
 * The directory holding the project's package.json. Code runs both from
 * source (scripts, tests) and from the bundle in build/server, so paths to
 * files shipped in the repo (migrations, public/) are found from here rather
 * than from the current file.
 */
export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "app"))) {
      root = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      root = process.cwd();
      return root;
    }
    dir = parent;
  }
}
