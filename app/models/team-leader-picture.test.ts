import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  IMAGE_TYPES,
  IMAGE_TYPE_LABELS,
  RECOMMENDED_SIZE,
  TEAM_LEADER_PICTURE_DEFAULTS,
  activeUpdateSchema,
  displayOrderUpdateSchema,
  teamLeaderPictureSchema,
} from "./team-leader-picture";

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
    expect(teamLeaderPictureSchema.parse({ altText: " Founder portrait ", imageType: "", displayOrder: "", isActive: "on" })).toEqual({
      imageType: "profile",
      altText: "Founder portrait",
      description: undefined,
      displayOrder: 1,
      isActive: true,
      imagePath: undefined,
    });
  });
  it("reports the messages", () => {
    expect(byPath(teamLeaderPictureSchema.safeParse({ altText: "ab", imageType: "avatar", displayOrder: "-1" }))).toEqual({
      altText: "Alt text must be at least 3 characters",
      imageType: "Please select a valid image type",
      displayOrder: "Display order must be 0 or more",
    });
    expect(byPath(teamLeaderPictureSchema.safeParse({ altText: "abc", displayOrder: "1.5" }))).toEqual({
      displayOrder: "Display order must be a whole number",
    });
    expect(byPath(teamLeaderPictureSchema.safeParse({ altText: "abc", imagePath: "//x" }))).toEqual({
      imagePath: "Invalid URL",
    });
  });
  it("reads an unchecked switch as inactive and strips unknown fields", () => {
    const out = teamLeaderPictureSchema.parse({ altText: "abc", displayOrder: "0", imageType: "project", id: "x", metadata: "{}" });
    expect(out.isActive).toBe(false);
    expect(out.displayOrder).toBe(0);
    expect(out).not.toHaveProperty("id");
    expect(out).not.toHaveProperty("metadata");
  });
  it("works through Conform", () => {
    const r = parseWithZod(form({ altText: "Portrait", imageType: "", displayOrder: "3", description: "", isActive: "on" }), {
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
    expect(displayOrderUpdateSchema.parse({ displayOrder: "7" })).toEqual({ displayOrder: 7 });
    expect(displayOrderUpdateSchema.safeParse({ displayOrder: "x" }).success).toBe(false);
    expect(activeUpdateSchema.parse({ isActive: "false" })).toEqual({ isActive: false });
  });
});
