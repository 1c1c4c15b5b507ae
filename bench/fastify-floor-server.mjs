// The framework floor of bench/side-by-side.mjs (FLOOR=1): the baseline's work (bench/baseline-server.mjs: the
// product's captured statements for each URL, one after the other, every statement's rows as one JSON array) served
// by Fastify 5 as the product uses it bare: its router, its request and reply objects, its logger (pino, at the
// product's bench level) and its default JSON serializer; no plugin, no hook, no schema, no session check. Measured
// against the bare baseline, it gives what Fastify alone costs on each endpoint: the part of the product's CPU that
// no change to the product's own code can remove while it runs on Fastify (shared/DESIGN.md §2).
//   node bench/fastify-floor-server.mjs <port> <database url> <routes.json>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const [port, url, routesFile] = process.argv.slice(2);
if (!port || !url || !routesFile)
  throw new Error('usage : fastify-floor-server.mjs <port> <url> <routes.json>');
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
// As many connections as the product's pool (apps/server/src/db/client.ts).
const pool = new pg.Pool({ connectionString: url, max: 10 });

// Drizzle's parsers (drizzle-orm/node-postgres): timestamps, dates, intervals and their arrays stay text.
const rawTypes = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const rawDates = {
  getTypeParser: (typeId, format) =>
    rawTypes.has(typeId) ? (value) => value : pg.types.getTypeParser(typeId, format),
};
for (const route of Object.values(routes)) {
  for (const statement of route.statements) {
    if (statement.rawDates) statement.types = rawDates;
    delete statement.rawDates;
  }
}

const app = Fastify({ logger: { level: 'warn' } });
const paths = new Set(Object.keys(routes).map((known) => known.split('?')[0]));
for (const routePath of paths) {
  app.get(routePath, async (request, reply) => {
    const route = routes[request.url];
    if (!route) return reply.code(404).send({ error: 'inconnu' });
    const results = [];
    for (const statement of route.statements) results.push((await pool.query(statement)).rows);
    return results;
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('prêt');
process.on('SIGTERM', () => app.close().then(() => pool.end()));
