import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type Storage } from './storage';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** Files under a root folder (DATA_DIR/uploads by default). */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`clé de stockage invalide : ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    driver: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx' fails if the file exists: an upload never overwrites another.
      await writeFile(file, body, { flag: 'wx' });
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
          size: info.size,
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async deletePrefix(prefix) {
      const folder = path.join(root, ...prefix.split('/').filter(Boolean));
      if (!folder.startsWith(root + path.sep)) return 0;
      try {
        const files = await readdir(folder, { recursive: true });
        await rm(folder, { recursive: true, force: true });
        return files.length;
      } catch {
        return 0;
      }
    },
  };
}
