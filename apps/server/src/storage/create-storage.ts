import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local';
import type { Storage } from './storage';

/** The storage driver chosen by STORAGE. */
export async function createStorage(config: Config): Promise<Storage> {
  switch (config.storage.driver) {
    case 'local':
      return createLocalStorage(path.join(config.dataDir, 'uploads'));
    case 's3':
      return (await import('./s3')).createS3Storage(config.storage.s3);
    default: {
      const unreachable: never = config.storage.driver;
      throw new Error(`pilote de stockage inconnu : ${String(unreachable)}`);
    }
  }
}
