import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/parse-submission";
import {
  SKILLS,
  SKILL_IDS,
  applicationSchema,
  applicationStatusLabel,
  applicationStatusSchema,
  normalizeApplicationStatus,
  skillLabel,
} from "./membership";
import * as v from "valibot";
import { safeParseWithPaths } from "~/models/test-parse";

const byPath = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

function form(entries: Record<string, string | string[]>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const x of [v].flat()) fd.append(k, x);
  return fd;
}

const motivation = "I want to help young people in my city build real skills and projects.";
const valid = {
  fullName: " Maya Gurung ",
  email: "maya@example.com",
  phone: "",
  age: "19",
  socialMediaHandle: "@maya",
  followersCount: "1200",
  skills: ["storytelling", "web-design"],
  motivation,
};

describe("skills and statuses", () => {
  it("lists the eleven skills exactly", () => {
    expect(SKILLS).toHaveLength(11);
    expect(SKILL_IDS[0]).toBe("social-media-marketing");
    expect(skillLabel("teaching")).toBe("Teaching/Mentorship");
    expect(skillLabel("ethical-hacking")).toBe("Ethical Hacking");
    expect(skillLabel("unknown")).toBe("unknown");
  });
  it("shows unknown status as pending", () => {
    expect(normalizeApplicationStatus("approved")).toBe("approved");
    expect(normalizeApplicationStatus("weird")).toBe("pending");
    expect(normalizeApplicationStatus(null)).toBe("pending");
    expect(applicationStatusLabel("rejected")).toBe("Rejected");
    expect(applicationStatusLabel("")).toBe("Pending");
  });
});

describe("application schema", () => {
  it("parses a good application to typed values", () => {
    expect(v.parse(applicationSchema, valid)).toEqual({
      fullName: "Maya Gurung",
      email: "maya@example.com",
      phone: undefined,
      age: 19,
      socialMediaHandle: "@maya",
      followersCount: 1200,
      skills: ["storytelling", "web-design"],
      motivation,
    });
  });
  it("reports each spec message", () => {
    expect(
      byPath(
        safeParseWithPaths(applicationSchema, {
          fullName: "M",
          email: "maya",
          age: "17",
          socialMediaHandle: " ",
          followersCount: "-1",
          skills: [],
          motivation: "too short",
        }),
      ),
    ).toEqual({
      fullName: "Name must be at least 2 characters",
      email: "Invalid email address",
      age: "You must be at least 18 years old",
      socialMediaHandle: "Social media handle is required",
      followersCount: "Must be a positive number",
      skills: "You must select at least one skill",
      motivation: "Please provide a detailed explanation (minimum 50 characters)",
    });
  });
  it("coerces age and refuses non-numbers and fractions", () => {
    expect(v.parse(applicationSchema, { ...valid, age: "18" }).age).toBe(18);
    expect(byPath(safeParseWithPaths(applicationSchema, { ...valid, age: "abc" }))).toEqual({ age: "Age must be a whole number" });
    expect(byPath(safeParseWithPaths(applicationSchema, { ...valid, age: "18.5" }))).toEqual({ age: "Age must be a whole number" });
    expect(byPath(safeParseWithPaths(applicationSchema, { ...valid, age: "" }))).toEqual({ age: "Age is required" });
    expect(byPath(safeParseWithPaths(applicationSchema, { ...valid, age: "500" }))).toEqual({ age: "Please enter a valid age" });
  });
  it("checks followers", () => {
    expect(v.parse(applicationSchema, { ...valid, followersCount: "0" }).followersCount).toBe(0);
    expect(byPath(safeParseWithPaths(applicationSchema, { ...valid, followersCount: "" }))).toEqual({
      followersCount: "Must be a positive number",
    });
    expect(byPath(safeParseWithPaths(applicationSchema, { ...valid, followersCount: "lots" }))).toEqual({
      followersCount: "Must be a positive number",
    });
    expect(byPath(safeParseWithPaths(applicationSchema, { ...valid, followersCount: "10.5" }))).toEqual({
      followersCount: "Must be a whole number",
    });
  });
  it("takes one skill as a single string, de-duplicates, refuses unknown ids", () => {
    expect(v.parse(applicationSchema, { ...valid, skills: "teaching" }).skills).toEqual(["teaching"]);
    expect(v.parse(applicationSchema, { ...valid, skills: ["teaching", "teaching"] }).skills).toEqual(["teaching"]);
    expect(byPath(safeParseWithPaths(applicationSchema, { ...valid, skills: undefined }))).toEqual({
      skills: "You must select at least one skill",
    });
    expect(byPath(safeParseWithPaths(applicationSchema, { ...valid, skills: ["teaching", "hacking"] }))).toEqual({
      "skills.1": "Please select a valid skill",
    });
  });
  it("strips unknown fields such as status", () => {
    const out = v.parse(applicationSchema, { ...valid, status: "approved", id: "x", createdAt: "now" });
    expect(Object.keys(out).sort()).toEqual(
      ["age", "email", "followersCount", "fullName", "motivation", "phone", "skills", "socialMediaHandle"].sort(),
    );
  });
  it("works through Conform with repeated skill fields", () => {
    const good = parseSubmission(form(valid), { schema: applicationSchema });
    expect(good.status).toBe("success");
    if (good.status === "success") {
      expect(good.value.age).toBe(19);
      expect(good.value.skills).toEqual(["storytelling", "web-design"]);
    }
    const one = parseSubmission(form({ ...valid, skills: "teaching" }), { schema: applicationSchema });
    expect(one.status === "success" && one.value.skills).toEqual(["teaching"]);
    const bad = parseSubmission(form({ ...valid, age: "abc", skills: [], followersCount: "" }), {
      schema: applicationSchema,
    });
    expect(bad.status !== "success" && bad.error).toEqual({
      age: ["Age must be a whole number"],
      skills: ["You must select at least one skill"],
      followersCount: ["Must be a positive number"],
    });
  });
});

describe("status update", () => {
  it("accepts the three statuses only", () => {
    expect(v.parse(applicationStatusSchema, { status: "approved" })).toEqual({ status: "approved" });
    expect(byPath(safeParseWithPaths(applicationStatusSchema, { status: "maybe" }))).toEqual({
      status: "Please select a valid status",
    });
  });
});
