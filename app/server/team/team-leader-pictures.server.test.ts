import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDriver } from "../storage/local.server";
import { listObjects, setStorageDriver, setStorageRoot } from "../storage/storage.server";
import { savePicture } from "./team-leader-pictures.server";
import { createPicture, deletePicture, getPicture, listPictures, setPictureActive, setPictureOrder, updatePicture } from "./queries.server";
import { forEachDatabase } from "../testing/databases.server";

const picture = (overrides = {}) => ({
  imageType: "project" as const,
  altText: "Workshop in Bhaktapur",
  description: undefined,
  displayOrder: 1,
  isActive: true,
  imagePath: "/storage/images/team-leader-pictures/x.webp",
  ...overrides,
});

let uploads: string;
beforeAll(() => {
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-test-"));
  setStorageRoot(uploads);
});
afterAll(() => {
  setStorageRoot(undefined);
  fs.rmSync(uploads, { recursive: true, force: true });
});

const pngFile = async (name: string) =>
  new File([new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: "#888" } }).png().toBuffer())], name, {
    type: "image/png",
  });

async function storedPictureFiles(id: string) {
  const found: string[] = [];
  for await (const p of listObjects("images", `team-leader-pictures/${id}-`)) found.push(p);
  return found;
}

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

    it("stores the file before the row: a row that fails removes the file, a file that fails writes no row", async () => {
      const fields = { imageType: "project" as const, altText: "Kiln", description: undefined, isActive: true };
      const id = randomUUID();
      const saved = await savePicture({ id, existing: undefined, fields: { ...fields, displayOrder: 1 }, file: await pngFile("kiln.png"), postedPath: undefined });
      expect(saved).toEqual({ ok: true, imagePath: `/storage/images/team-leader-pictures/${id}-kiln.webp` });
      expect(await storedPictureFiles(id)).toEqual([`team-leader-pictures/${id}-kiln.webp`]);

      // The database refuses the row (a negative order): the file stored for it goes too.
      const refused = randomUUID();
      const save = savePicture({ id: refused, existing: undefined, fields: { ...fields, displayOrder: -1 }, file: await pngFile("kiln.png"), postedPath: undefined });
      await expect(save).rejects.toThrow();
      expect(await storedPictureFiles(refused)).toEqual([]);
      expect(await getPicture(refused)).toBeUndefined();

      // The store refuses the file: nothing is written, and the error reaches the caller.
      const failing = { ...localDriver(uploads), put: () => Promise.reject(new Error("store is down")) };
      setStorageDriver(failing);
      const noStore = randomUUID();
      try {
        await expect(
          savePicture({ id: noStore, existing: undefined, fields: { ...fields, displayOrder: 1 }, file: await pngFile("kiln.png"), postedPath: undefined }),
        ).rejects.toThrow("store is down");
      } finally {
        setStorageRoot(uploads);
      }
      expect(await getPicture(noStore)).toBeUndefined();
      expect(await storedPictureFiles(noStore)).toEqual([]);
    });
  });
});
