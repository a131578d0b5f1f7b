import { describe, expect, it } from "vitest";
import { createListQuerySchema, formatCount, pageCount, pageOffset, searchParamsToObject } from "./pagination";
import * as v from "valibot";

const schema = createListQuerySchema({ sortKeys: ["createdAt", "title"], defaultSort: "createdAt" });

describe("list query schema", () => {
  it("applies defaults", () => {
    expect(v.parse(schema, {})).toEqual({ page: 1, pageSize: 25, q: "", sort: "createdAt", dir: "desc" });
  });
  it("reads valid params", () => {
    const params = new URLSearchParams("page=3&pageSize=50&q=%20nepal%20&sort=title&dir=asc");
    expect(v.parse(schema, searchParamsToObject(params))).toEqual({
      page: 3,
      pageSize: 50,
      q: "nepal",
      sort: "title",
      dir: "asc",
    });
  });
  it("falls back on bad values", () => {
    expect(v.parse(schema, { page: "0", pageSize: "30", sort: "password", dir: "sideways" })).toEqual({
      page: 1,
      pageSize: 25,
      q: "",
      sort: "createdAt",
      dir: "desc",
    });
    expect(v.parse(schema, { page: "abc" }).page).toBe(1);
    expect(v.parse(schema, { page: "2.5" }).page).toBe(1);
  });
  it("caps the search text at 200 characters", () => {
    expect(v.parse(schema, { q: "x".repeat(300) }).q).toHaveLength(200);
  });
  it("uses the last of repeated params", () => {
    expect(v.parse(schema, searchParamsToObject(new URLSearchParams("page=2&page=4"))).page).toBe(4);
  });
  it("honours a custom default direction", () => {
    const s = createListQuerySchema({ sortKeys: ["displayOrder"], defaultSort: "displayOrder", defaultDir: "asc" });
    expect(v.parse(s, {}).dir).toBe("asc");
  });
});

describe("page helpers", () => {
  it("formats counts with thousands separators, as the lists show them", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(10_000)).toBe("10,000");
    expect(formatCount(1_234_567)).toBe("1,234,567");
  });

  it("counts pages", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(101, 10)).toBe(11);
  });
  it("computes offsets", () => {
    expect(pageOffset(1, 25)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
  });
});
