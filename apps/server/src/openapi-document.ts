import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

// `tsx apps/server/src/openapi-document.ts <file>`: writes /api/openapi.json as the server serves it (on a
// throwaway embedded database), for `redocly lint` in npm test.

const [target] = process.argv.slice(2);
if (!target) throw new Error('Usage : tsx apps/server/src/openapi-document.ts <fichier>');
const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-openapi-'));
const database = await openDatabase({ kind: 'pglite' });
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://plateau.exemple.fr' });
const app = await buildApp({ config, database, logger: { level: 'warn' } });
const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
writeFileSync(target, answer.body);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
