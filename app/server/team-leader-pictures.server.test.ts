import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createPicture,
  deletePicture,
  getPicture,
  listPictures,
  setPictureActive,
  setPictureOrder,
  updatePicture,
} from "./team-leader-pictures.server";
import { forEachDatabase } from "./testing/databases.server";

const picture = (overrides = {}) => ({
  imageType: "project" as const,
  altText: "Workshop in Bhaktapur",
  description: undefined,
  displayOrder: 1,
  isActive: true,
  imagePath: "/storage/images/team-leader-pictures/x.webp",
  ...overrides,
});

forEachDatabase(() => {
  describe("team-leader pictures", () => {
    it("keep the id they were created with and list by display order, active and type filters", async () => {
      const id = randomUUID();
      const created = await createPicture(id, picture({ displayOrder: 2 }));
      expect(created.id).toBe(id);
      await createPicture(randomUUID(), picture({ imageType: "profile", displayOrder: 0, altText: "Portrait" }));
      await createPicture(randomUUID(), picture({ displayOrder: 1, isActive: false, altText: "Hidden one" }));

      expect((await listPictures()).map((p) => p.displayOrder)).toEqual([0, 1, 2]);
      expect((await listPictures({ activeOnly: true })).map((p) => p.altText)).toEqual(["Portrait", "Workshop in Bhaktapur"]);
      expect((await listPictures({ activeOnly: true, imageType: "profile" })).map((p) => p.altText)).toEqual(["Portrait"]);
    });

    it("updates order, active state and fields; refuses bad values at the database", async () => {
      const id = randomUUID();
      await createPicture(id, picture());
      await setPictureOrder(id, 7);
      await setPictureActive(id, false);
      expect(await getPicture(id)).toMatchObject({ displayOrder: 7, isActive: false });
      await updatePicture(id, picture({ altText: "New alt", description: "Now described" }));
      expect(await getPicture(id)).toMatchObject({ altText: "New alt", description: "Now described", isActive: true });
      await expect(setPictureOrder(id, -1)).rejects.toThrow();
      expect((await deletePicture(id))?.id).toBe(id);
      expect(await getPicture(id)).toBeUndefined();
    });
  });
});
