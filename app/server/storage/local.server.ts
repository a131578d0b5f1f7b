/**
 * The local disk driver (the default): one file per object under `root`,
 * written to a temporary name and linked or renamed into place, so a reader
 * never sees half a file and "no overwrite" holds between processes sharing
 * the directory.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StorageError } from "./errors.server";
import type { ObjectInfo, StorageDriver } from "./driver.server";

export function localDriver(root: string): StorageDriver {
  const fileOf = (key: string) => {
    const file = path.join(root, ...key.split("/"));
    if (!file.startsWith(root + path.sep)) throw new StorageError("Invalid file path", 404);
    return file;
  };
  const info = async (file: string): Promise<ObjectInfo | undefined> => {
    try {
      const stat = await fsp.stat(file);
      return stat.isFile() ? { size: stat.size, modified: stat.mtime } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  };
  async function* walk(dir: string, rel: string): AsyncGenerator<string> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const key = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile() && !entry.name.endsWith(".tmp")) yield key;
    }
  }

  return {
    kind: "local",
    description: `local disk in ${root}`,
    async put(key, body, { overwrite }) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        if (body instanceof Uint8Array) await fsp.writeFile(temp, body);
        else {
          await pipeline(body.stream, fs.createWriteStream(temp));
          const written = (await fsp.stat(temp)).size;
          if (written !== body.size) throw new Error(`Stored ${written} bytes of ${key}, expected ${body.size}`);
        }
        if (overwrite) {
          await fsp.rename(temp, file);
          return;
        }
        try {
          await fsp.link(temp, file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") {
            throw new StorageError("A file with this name already exists", 409);
          }
          throw error;
        }
      } finally {
        await fsp.rm(temp, { force: true });
      }
    },
    async get(key) {
      const file = fileOf(key);
      let fd: number;
      try {
        // Opened first: the size and time then belong to the bytes streamed.
        fd = fs.openSync(file, "r");
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EISDIR") return undefined;
        throw error;
      }
      const stat = fs.fstatSync(fd);
      if (!stat.isFile()) {
        fs.closeSync(fd);
        return undefined;
      }
      const body = Readable.toWeb(fs.createReadStream(file, { fd })) as ReadableStream<Uint8Array>;
      return { size: stat.size, modified: stat.mtime, body };
    },
    head: (key) => info(fileOf(key)),
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      // Walk the deepest folder the prefix names, then filter by the rest.
      const slash = prefix.lastIndexOf("/");
      const folder = slash < 0 ? "" : prefix.slice(0, slash);
      const dir = folder ? fileOf(`${folder}/x`).slice(0, -2) : root;
      for await (const key of walk(dir, folder)) if (key.startsWith(prefix)) yield key;
    },
    async check() {
      await fsp.mkdir(root, { recursive: true });
    },
  };
}
