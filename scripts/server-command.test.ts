import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, serverArgs } from "./server-command";

describe("the server command", () => {
  it("is the one `npm run serve` uses, flags included", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "..", "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.serve).toBe(`NODE_ENV=production node ${serverArgs().join(" ")}`);
    expect(serverArgs()).toEqual([...SERVER_NODE_FLAGS, "server.ts"]);
  });
});
