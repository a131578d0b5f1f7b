import { describe, expect, it } from "vitest";
import { pickTeamLeaderPictures } from "./team-leader-pictures";

const row = (over: Partial<Parameters<typeof pickTeamLeaderPictures>[0][number]>) => ({
  id: over.altText ?? "x",
  imageType: "project",
  altText: "x",
  description: null,
  displayOrder: 1,
  isActive: true,
  imagePath: "/images/x.webp",
  metadata: {},
  ...over,
});

describe("pickTeamLeaderPictures", () => {
  it("shows active pictures only, in display order", () => {
    const picked = pickTeamLeaderPictures([
      row({ altText: "Hidden portrait", imageType: "profile", displayOrder: 0, isActive: false }),
      row({ altText: "Portrait", imageType: "profile", displayOrder: 2 }),
      row({ altText: "Second portrait", imageType: "profile", displayOrder: 3 }),
      row({ altText: "Project B", displayOrder: 5 }),
      row({ altText: "Hidden project", displayOrder: 1, isActive: false }),
      row({ altText: "Project A", displayOrder: 4, description: "About A", metadata: { width: 1200, height: 900 } }),
      row({ altText: "Background", imageType: "background", displayOrder: 0 }),
    ]);
    expect(picked.profile?.alt).toBe("Portrait");
    expect(picked.projects.map((p) => p.alt)).toEqual(["Project A", "Project B"]);
    expect(picked.projects[0]).toMatchObject({ description: "About A", width: 1200, height: 900 });
    // Without stored dimensions: the recommended 800x800.
    expect(picked.projects[1]).toMatchObject({ width: 800, height: 800 });
  });

  it("has no profile picture when none is active", () => {
    expect(pickTeamLeaderPictures([row({ imageType: "profile", isActive: false })])).toEqual({ profile: null, projects: [] });
    expect(pickTeamLeaderPictures([])).toEqual({ profile: null, projects: [] });
  });
});
