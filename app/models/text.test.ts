import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { parseSubmission } from "~/lib/parse-submission";
import { checkbox, email, explicitBoolean, fields, isUrlOrPath, minText, optionalText, optionalUrlOrPath, requiredText, urlOrPath, wholeNumber } from "./text";
import { safeParseWithPaths } from "~/models/test-parse";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

function form(entries: Record<string, string | string[]>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const x of [v].flat()) fd.append(k, x);
  return fd;
}

describe("requiredText", () => {
  const s = requiredText("Name is required", 5);
  it("trims", () => expect(v.parse(s, "  ab  ")).toBe("ab"));
  it("reports the message for missing, empty and blank input, once", () => {
    for (const input of [undefined, "", "   ", null, 3]) {
      expect(messages(safeParseWithPaths(s, input))).toEqual(["Name is required"]);
    }
  });
  it("caps the length", () => {
    expect(messages(safeParseWithPaths(s, "abcdef"))).toEqual(["Must be at most 5 characters"]);
    expect(v.parse(s, "  abcde  ")).toBe("abcde");
  });
  it("rejects NUL bytes", () => {
    expect(messages(safeParseWithPaths(s, "a\u0000b"))).toEqual(["Contains invalid characters"]);
  });
});

describe("minText", () => {
  const s = minText(3, "Too short", 10);
  it("counts trimmed characters", () => {
    expect(messages(safeParseWithPaths(s, " ab "))).toEqual(["Too short"]);
    expect(v.parse(s, " abc ")).toBe("abc");
    expect(messages(safeParseWithPaths(s, undefined))).toEqual(["Too short"]);
  });
});

describe("optionalText", () => {
  const s = fields({ note: optionalText(4) });
  it("turns empty and blank into undefined", () => {
    expect(v.parse(s, { note: "" })).toEqual({ note: undefined });
    expect(v.parse(s, { note: "  " })).toEqual({ note: undefined });
    expect(v.parse(s, {})).toEqual({});
  });
  it("trims and caps", () => {
    expect(v.parse(s, { note: " hi " })).toEqual({ note: "hi" });
    expect(messages(safeParseWithPaths(s, { note: "hello" }))).toEqual(["Must be at most 4 characters"]);
  });
});

describe("email", () => {
  const s = email({ required: "Required", invalid: "Invalid" });
  it("takes only well-formed addresses", () => {
    expect(v.parse(s, " a@b.co ")).toBe("a@b.co");
    expect(v.parse(s, "first.last+tag@mail.example.org")).toBe("first.last+tag@mail.example.org");
    expect(messages(safeParseWithPaths(s, "a@b"))).toEqual(["Invalid"]);
    expect(messages(safeParseWithPaths(s, "a b@c.d"))).toEqual(["Invalid"]);
    expect(messages(safeParseWithPaths(s, ""))).toEqual(["Required"]);
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
      expect(messages(safeParseWithPaths(s, address)), address).toEqual(["Invalid"]);
    }
  });
  it("caps at 254 characters", () => {
    const long = `${"a".repeat(250)}@b.co`;
    expect(messages(safeParseWithPaths(s, long))).toEqual(["Must be at most 254 characters"]);
  });
  it("can lower-case", () => {
    expect(v.parse(email({ required: "R", lowercase: true }), "A@B.CO")).toBe("a@b.co");
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
    expect(messages(safeParseWithPaths(s, "nope"))).toEqual(["Invalid URL"]);
    expect(messages(safeParseWithPaths(s, ""))).toEqual(["Invalid URL"]);
    expect(messages(safeParseWithPaths(s, undefined))).toEqual(["Invalid URL"]);
    expect(v.parse(s, " /storage/a.png ")).toBe("/storage/a.png");
  });
  it("optional variant turns empty into undefined", () => {
    const s = fields({ imageUrl: optionalUrlOrPath("Invalid URL") });
    expect(v.parse(s, { imageUrl: "" })).toEqual({ imageUrl: undefined });
    expect(messages(safeParseWithPaths(s, { imageUrl: "x" }))).toEqual(["Invalid URL"]);
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
    expect(v.parse(s, "19")).toBe(19);
    expect(v.parse(s, " 7 ")).toBe(7);
    expect(v.parse(s, 3)).toBe(3);
  });
  it("refuses junk, fractions, missing and out-of-range", () => {
    expect(messages(safeParseWithPaths(s, "abc"))).toEqual(["Invalid"]);
    expect(messages(safeParseWithPaths(s, "1e3"))).toEqual(["Invalid"]);
    expect(messages(safeParseWithPaths(s, "1.5"))).toEqual(["Whole"]);
    expect(messages(safeParseWithPaths(s, ""))).toEqual(["Required"]);
    expect(messages(safeParseWithPaths(s, undefined))).toEqual(["Required"]);
    expect(messages(safeParseWithPaths(s, "-1"))).toEqual(["Min"]);
    expect(messages(safeParseWithPaths(s, "99999999999"))).toEqual(["Number is too large"]);
  });
  it("uses the default for missing input", () => {
    const d = wholeNumber({ invalid: "Invalid", defaultValue: 1 });
    expect(v.parse(d, "")).toBe(1);
    expect(v.parse(d, undefined)).toBe(1);
    expect(v.parse(d, "4")).toBe(4);
  });
});

describe("checkbox and explicitBoolean", () => {
  it("reads checkbox values, missing as false", () => {
    const s = checkbox();
    expect(v.parse(s, "on")).toBe(true);
    expect(v.parse(s, "true")).toBe(true);
    expect(v.parse(s, true)).toBe(true);
    expect(v.parse(s, undefined)).toBe(false);
    expect(v.parse(s, "")).toBe(false);
    expect(v.parse(s, "off")).toBe(false);
    expect(v.parse(s, ["false", "on"])).toBe(true);
    expect(safeParseWithPaths(s, "maybe").success).toBe(false);
  });
  it("needs an explicit true/false", () => {
    const s = explicitBoolean();
    expect(v.parse(s, "true")).toBe(true);
    expect(v.parse(s, "false")).toBe(false);
    expect(safeParseWithPaths(s, undefined).success).toBe(false);
    expect(safeParseWithPaths(s, "on").success).toBe(false);
  });
});

describe("through parseSubmission (Conform's parse, no coercion)", () => {
  const schema = fields({
    name: requiredText("Name is required", 50),
    note: optionalText(50),
    count: wholeNumber({ invalid: "Invalid", defaultValue: 1 }),
    active: checkbox(),
    imageUrl: optionalUrlOrPath("Invalid URL"),
  });
  it("gives the same messages and values", () => {
    const bad = parseSubmission(form({ name: "", note: "", count: "x", imageUrl: "nope" }), { schema });
    expect(bad.status).toBe("error");
    expect(bad.status !== "success" && bad.error).toEqual({
      name: ["Name is required"],
      count: ["Invalid"],
      imageUrl: ["Invalid URL"],
    });
    const good = parseSubmission(form({ name: " Sita ", note: "", count: "", active: "on" }), { schema });
    expect(good.status).toBe("success");
    if (good.status === "success") {
      expect(good.value).toEqual({ name: "Sita", note: undefined, count: 1, active: true, imageUrl: undefined });
    }
  });
});
