import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS, serverArgs } from "./server-command";

describe("the server command", () => {
  it("is the one `npm run serve` uses, flags and environment included", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "..", "package.json"), "utf8")) as { scripts: Record<string, string> };
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    expect(pkg.scripts.serve).toBe(`NODE_ENV=production ${env.join(" ")} node ${serverArgs().join(" ")}`);
    expect(serverArgs()).toEqual([...SERVER_NODE_FLAGS, "server.ts"]);
  });
});
