import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter";
import * as v from "valibot";
import { safeParseWithPaths } from "~/models/test-parse";

describe("newsletter schema", () => {
  it("accepts and lower-cases a valid email", () => {
    expect(v.parse(newsletterSchema, { email: " Reader@Example.com ", id: 1 })).toEqual({ email: "reader@example.com" });
  });
  it("refuses empty and invalid addresses", () => {
    for (const email of ["", "reader", "reader@", "a b@c.de", undefined]) {
      const r = safeParseWithPaths(newsletterSchema, { email });
      expect(r.error?.issues.map((i) => i.message)).toEqual(["Please enter a valid email address."]);
    }
  });
});
