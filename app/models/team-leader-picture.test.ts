import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/parse-submission";
import {
  IMAGE_TYPES,
  IMAGE_TYPE_LABELS,
  RECOMMENDED_SIZE,
  TEAM_LEADER_PICTURE_DEFAULTS,
  activeUpdateSchema,
  displayOrderUpdateSchema,
  teamLeaderPictureSchema,
} from "./team-leader-picture";
import * as v from "valibot";
import { safeParseWithPaths } from "~/models/test-parse";

const byPath = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

function form(entries: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
}

describe("team leader picture", () => {
  it("has the types, labels and constants", () => {
    expect(IMAGE_TYPES).toEqual(["profile", "project", "background", "other"]);
    expect(IMAGE_TYPE_LABELS.background).toBe("Background");
    expect(RECOMMENDED_SIZE).toBe("800x800px");
    expect(TEAM_LEADER_PICTURE_DEFAULTS).toEqual({ imageType: "profile", displayOrder: 1, isActive: true });
  });
  it("applies defaults for empty fields", () => {
    expect(v.parse(teamLeaderPictureSchema, { altText: " Founder portrait ", imageType: "", displayOrder: "", isActive: "on" })).toEqual({
      imageType: "profile",
      altText: "Founder portrait",
      description: undefined,
      displayOrder: 1,
      isActive: true,
      imagePath: undefined,
    });
  });
  it("reports the messages", () => {
    expect(byPath(safeParseWithPaths(teamLeaderPictureSchema, { altText: "ab", imageType: "avatar", displayOrder: "-1" }))).toEqual({
      altText: "Alt text must be at least 3 characters",
      imageType: "Please select a valid image type",
      displayOrder: "Display order must be 0 or more",
    });
    expect(byPath(safeParseWithPaths(teamLeaderPictureSchema, { altText: "abc", displayOrder: "1.5" }))).toEqual({
      displayOrder: "Display order must be a whole number",
    });
    expect(byPath(safeParseWithPaths(teamLeaderPictureSchema, { altText: "abc", imagePath: "//x" }))).toEqual({
      imagePath: "Invalid URL",
    });
  });
  it("reads an unchecked switch as inactive and strips unknown fields", () => {
    const out = v.parse(teamLeaderPictureSchema, { altText: "abc", displayOrder: "0", imageType: "project", id: "x", metadata: "{}" });
    expect(out.isActive).toBe(false);
    expect(out.displayOrder).toBe(0);
    expect(out).not.toHaveProperty("id");
    expect(out).not.toHaveProperty("metadata");
  });
  it("works through Conform", () => {
    const r = parseSubmission(form({ altText: "Portrait", imageType: "", displayOrder: "3", description: "", isActive: "on" }), {
      schema: teamLeaderPictureSchema,
    });
    expect(r.status === "success" && r.value).toEqual({
      altText: "Portrait",
      imageType: "profile",
      displayOrder: 3,
      isActive: true,
    });
  });
  it("validates the inline edits", () => {
    expect(v.parse(displayOrderUpdateSchema, { displayOrder: "7" })).toEqual({ displayOrder: 7 });
    expect(safeParseWithPaths(displayOrderUpdateSchema, { displayOrder: "x" }).success).toBe(false);
    expect(v.parse(activeUpdateSchema, { isActive: "false" })).toEqual({ isActive: false });
  });
});
