import { randomBytes } from 'node:crypto';
import type { UploadKind } from '@plateau/shared';
import { keyOfPublicUrl, publicUrlOf, type Storage } from '../../storage/storage';

/** The spec's bucket per upload kind; the folder is the member's id. */
export const uploadFolders: Record<UploadKind, string> = {
  avatar: 'profile-pictures',
  portfolio: 'portfolio',
  project: 'project-images',
};

/** The folder of a member's uploads of one kind, e.g. `profile-pictures/<userId>/`. */
export function uploadFolderOf(kind: UploadKind, userId: string): string {
  return `${uploadFolders[kind]}/${userId}/`;
}

/** Stores an image under `<bucket>/<userId>/<timestamp>.webp`, never overwriting; returns its public URL. */
export async function storeImage(
  storage: Storage,
  kind: UploadKind,
  userId: string,
  image: Buffer,
): Promise<string> {
  const folder = uploadFolderOf(kind, userId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // A second upload in the same millisecond gets a random suffix instead of overwriting.
    const suffix = attempt === 0 ? '' : `-${randomBytes(3).toString('hex')}`;
    const key = `${folder}${Date.now()}${suffix}.webp`;
    try {
      await storage.put(key, image, 'image/webp');
      return publicUrlOf(key);
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
  throw new Error('stockage impossible');
}

/** True when an image address is one of the member's own uploads of that kind, and exists. */
export async function isOwnUpload(storage: Storage, url: string, folder: string): Promise<boolean> {
  const key = keyOfPublicUrl(url);
  if (!key?.startsWith(folder)) return false;
  const stored = await storage.get(key);
  stored?.body.destroy();
  return stored !== null;
}
