import { describe, expect, it } from "vitest";
import { searchParamsToObject } from "./pagination";
import { blogListHref, filterCategories } from "./blog-list";
import { blogListQuerySchema } from "./blog-list-query";
import { formatLongDate } from "~/lib/time/instants";
import { blogPostPath } from "./blog-display";
import { isUuid } from "./ids";
import * as v from "valibot";

const parse = (search: string) => v.parse(blogListQuerySchema, searchParamsToObject(new URLSearchParams(search)));

describe("blog list URL", () => {
  it("reads q, category and page", () => {
    expect(parse("q=momo&category=Marketing&page=2")).toEqual({ q: "momo", category: "Marketing", page: 2 });
  });

  it("treats All, empty and missing categories as no filter", () => {
    expect(parse("category=All").category).toBeUndefined();
    expect(parse("category=").category).toBeUndefined();
    expect(parse("").category).toBeUndefined();
  });

  it("lets the last repeated value win (a clicked category button comes after the current one)", () => {
    expect(parse("category=Leadership&category=Event").category).toBe("Event");
  });

  it("falls back to defaults for tampered values", () => {
    expect(parse("page=abc")).toEqual({ q: "", category: undefined, page: 1 });
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=1.5").page).toBe(1);
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(200);
    expect(parse("q=%00%20spaced%20").q).toBe("spaced");
  });

  it("builds list addresses without default values", () => {
    expect(blogListHref({})).toBe("/blog");
    expect(blogListHref({ q: "", category: "All", page: 1 })).toBe("/blog");
    expect(blogListHref({ q: "nine tonnes", category: "Community", page: 3 })).toBe(
      "/blog?q=nine+tonnes&category=Community&page=3",
    );
  });
});

describe("filter categories", () => {
  it("keeps All and the spec's six first, then adds other published categories once, sorted", () => {
    expect(filterCategories(["Vision", "Tutorial", "Event", "Leadership", "Event"])).toEqual([
      "All",
      "Leadership",
      "Marketing",
      "Community",
      "Creativity",
      "Growth",
      "Vision",
      "Event",
      "Tutorial",
    ]);
  });
});

describe("dates and ids", () => {
  it("shows month name, day and year in US English, on Nepal's calendar", () => {
    expect(formatLongDate(new Date("2025-05-30T09:15:00+05:45"))).toBe("May 30, 2025");
    // 20:00 UTC on Dec 31 is already Jan 1 in Kathmandu.
    expect(formatLongDate("2023-12-31T20:00:00Z")).toBe("January 1, 2024");
    expect(formatLongDate("not a date")).toBe("");
  });

  it("accepts only UUIDs as post ids", () => {
    expect(isUuid("21e2095f-6bef-4eac-9ba3-0443d2e46069")).toBe(true);
    expect(isUuid("21E2095F-6BEF-4EAC-9BA3-0443D2E46069")).toBe(true);
    for (const bad of ["", "1234", "not-a-uuid", "21e2095f-6bef-4eac-9ba3-0443d2e4606", "' or 1=1 --", null, undefined]) {
      expect(isUuid(bad)).toBe(false);
    }
    expect(blogPostPath("abc")).toBe("/blog/abc");
  });
});
