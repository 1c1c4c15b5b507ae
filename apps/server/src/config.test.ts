import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, missingSharedSecretMessage } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'plateau-config-'));
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/plateau';

describe('the signing secret (several instances share it)', () => {
  it('refuses PostgreSQL without AUTH_SECRET, in French, saying how to make one', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl })).toThrow(
      missingSharedSecretMessage,
    );
    expect(missingSharedSecretMessage).toContain('openssl rand -base64 48');
  });

  it('refuses a secret shorter than 32 characters with PostgreSQL', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl, AUTH_SECRET: 'court' }),
    ).toThrow(missingSharedSecretMessage);
  });

  it('uses the same AUTH_SECRET on every instance, and writes no secret file', () => {
    const secret = 'un-secret-partage-par-toutes-les-instances-0123';
    const [first, second] = [dataDir(), dataDir()].map((dir) =>
      loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, AUTH_SECRET: secret }),
    );
    expect(first?.authSecret).toBe(secret);
    expect(second?.authSecret).toBe(secret);
    expect(existsSync(path.join(first?.dataDir ?? '', 'auth-secret'))).toBe(false);
  });

  it('generates one secret on the embedded database and keeps it across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });
});
