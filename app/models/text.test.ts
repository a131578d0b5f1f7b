import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  checkbox,
  email,
  explicitBoolean,
  isUrlOrPath,
  minText,
  optionalText,
  optionalUrlOrPath,
  requiredText,
  urlOrPath,
  wholeNumber,
} from "./text";

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((i) => i.message) ?? [];

function form(entries: Record<string, string | string[]>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const x of [v].flat()) fd.append(k, x);
  return fd;
}

describe("requiredText", () => {
  const s = requiredText("Name is required", 5);
  it("trims", () => expect(s.parse("  ab  ")).toBe("ab"));
  it("reports the message for missing, empty and blank input, once", () => {
    for (const input of [undefined, "", "   ", null, 3]) {
      expect(messages(s.safeParse(input))).toEqual(["Name is required"]);
    }
  });
  it("caps the length", () => {
    expect(messages(s.safeParse("abcdef"))).toEqual(["Must be at most 5 characters"]);
    expect(s.parse("  abcde  ")).toBe("abcde");
  });
  it("rejects NUL bytes", () => {
    expect(messages(s.safeParse("a\u0000b"))).toEqual(["Contains invalid characters"]);
  });
});

describe("minText", () => {
  const s = minText(3, "Too short", 10);
  it("counts trimmed characters", () => {
    expect(messages(s.safeParse(" ab "))).toEqual(["Too short"]);
    expect(s.parse(" abc ")).toBe("abc");
    expect(messages(s.safeParse(undefined))).toEqual(["Too short"]);
  });
});

describe("optionalText", () => {
  const s = z.object({ note: optionalText(4) });
  it("turns empty and blank into undefined", () => {
    expect(s.parse({ note: "" })).toEqual({ note: undefined });
    expect(s.parse({ note: "  " })).toEqual({ note: undefined });
    expect(s.parse({})).toEqual({});
  });
  it("trims and caps", () => {
    expect(s.parse({ note: " hi " })).toEqual({ note: "hi" });
    expect(messages(s.safeParse({ note: "hello" }))).toEqual(["Must be at most 4 characters"]);
  });
});

describe("email", () => {
  const s = email({ required: "Required", invalid: "Invalid" });
  it("takes only well-formed addresses", () => {
    expect(s.parse(" a@b.co ")).toBe("a@b.co");
    expect(s.parse("first.last+tag@mail.example.org")).toBe("first.last+tag@mail.example.org");
    expect(messages(s.safeParse("a@b"))).toEqual(["Invalid"]);
    expect(messages(s.safeParse("a b@c.d"))).toEqual(["Invalid"]);
    expect(messages(s.safeParse(""))).toEqual(["Required"]);
  });
  it("refuses an address carrying mailto: parameters or other URL parts", () => {
    for (const address of [
      "you@corp.example?bcc=someone%40elsewhere.example&body=hi",
      "you@corp.example&cc=x@y.example",
      "you@corp.example#frag",
      "you@corp.example/path",
      "you@corp.example%3Fbcc=x",
      "you@@corp.example",
      "you@corp..example",
      "you@-corp.example",
    ]) {
      expect(messages(s.safeParse(address)), address).toEqual(["Invalid"]);
    }
  });
  it("caps at 254 characters", () => {
    const long = `${"a".repeat(250)}@b.co`;
    expect(messages(s.safeParse(long))).toEqual(["Must be at most 254 characters"]);
  });
  it("can lower-case", () => {
    expect(email({ required: "R", lowercase: true }).parse("A@B.CO")).toBe("a@b.co");
  });
});

describe("urlOrPath", () => {
  it("accepts http(s) URLs and site paths", () => {
    for (const ok of [
      "https://example.com/a.png",
      "http://localhost:3000/x",
      "/storage/abc.jpg",
      "/images/demo.jpg?x=1",
      "/",
    ]) {
      expect(isUrlOrPath(ok), ok).toBe(true);
    }
  });
  it("refuses protocol-relative, other schemes, relative paths and junk", () => {
    for (const bad of [
      "//evil.com/x.png",
      "/\\evil.com",
      "javascript:alert(1)",
      "ftp://x.com/a",
      "data:image/png;base64,AAA",
      "images/a.png",
      "https://",
      "not a url",
      "/a b.png",
      "",
    ]) {
      expect(isUrlOrPath(bad), bad).toBe(false);
    }
  });
  it("reports the given message", () => {
    const s = urlOrPath("Invalid URL");
    expect(messages(s.safeParse("nope"))).toEqual(["Invalid URL"]);
    expect(messages(s.safeParse(""))).toEqual(["Invalid URL"]);
    expect(messages(s.safeParse(undefined))).toEqual(["Invalid URL"]);
    expect(s.parse(" /storage/a.png ")).toBe("/storage/a.png");
  });
  it("optional variant turns empty into undefined", () => {
    const s = z.object({ imageUrl: optionalUrlOrPath("Invalid URL") });
    expect(s.parse({ imageUrl: "" })).toEqual({ imageUrl: undefined });
    expect(messages(s.safeParse({ imageUrl: "x" }))).toEqual(["Invalid URL"]);
  });
});

describe("wholeNumber", () => {
  const s = wholeNumber({
    required: "Required",
    invalid: "Invalid",
    notWhole: "Whole",
    min: { value: 0, message: "Min" },
  });
  it("coerces text", () => {
    expect(s.parse("19")).toBe(19);
    expect(s.parse(" 7 ")).toBe(7);
    expect(s.parse(3)).toBe(3);
  });
  it("refuses junk, fractions, missing and out-of-range", () => {
    expect(messages(s.safeParse("abc"))).toEqual(["Invalid"]);
    expect(messages(s.safeParse("1e3"))).toEqual(["Invalid"]);
    expect(messages(s.safeParse("1.5"))).toEqual(["Whole"]);
    expect(messages(s.safeParse(""))).toEqual(["Required"]);
    expect(messages(s.safeParse(undefined))).toEqual(["Required"]);
    expect(messages(s.safeParse("-1"))).toEqual(["Min"]);
    expect(messages(s.safeParse("99999999999"))).toEqual(["Number is too large"]);
  });
  it("uses the default for missing input", () => {
    const d = wholeNumber({ invalid: "Invalid", defaultValue: 1 });
    expect(d.parse("")).toBe(1);
    expect(d.parse(undefined)).toBe(1);
    expect(d.parse("4")).toBe(4);
  });
});

describe("checkbox and explicitBoolean", () => {
  it("reads checkbox values, missing as false", () => {
    const s = checkbox();
    expect(s.parse("on")).toBe(true);
    expect(s.parse("true")).toBe(true);
    expect(s.parse(true)).toBe(true);
    expect(s.parse(undefined)).toBe(false);
    expect(s.parse("")).toBe(false);
    expect(s.parse("off")).toBe(false);
    expect(s.parse(["false", "on"])).toBe(true);
    expect(s.safeParse("maybe").success).toBe(false);
  });
  it("needs an explicit true/false", () => {
    const s = explicitBoolean();
    expect(s.parse("true")).toBe(true);
    expect(s.parse("false")).toBe(false);
    expect(s.safeParse(undefined).success).toBe(false);
    expect(s.safeParse("on").success).toBe(false);
  });
});

describe("through Conform's parseWithZod", () => {
  const schema = z.object({
    name: requiredText("Name is required", 50),
    note: optionalText(50),
    count: wholeNumber({ invalid: "Invalid", defaultValue: 1 }),
    active: checkbox(),
    imageUrl: optionalUrlOrPath("Invalid URL"),
  });
  it("gives the same messages and values", () => {
    const bad = parseWithZod(form({ name: "", note: "", count: "x", imageUrl: "nope" }), { schema });
    expect(bad.status).toBe("error");
    expect(bad.status !== "success" && bad.error).toEqual({
      name: ["Name is required"],
      count: ["Invalid"],
      imageUrl: ["Invalid URL"],
    });
    const good = parseWithZod(form({ name: " Sita ", note: "", count: "", active: "on" }), { schema });
    expect(good.status).toBe("success");
    if (good.status === "success") {
      expect(good.value).toEqual({ name: "Sita", note: undefined, count: 1, active: true, imageUrl: undefined });
    }
  });
});
