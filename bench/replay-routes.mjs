// What bench/baseline-server.mjs and bench/fastify-floor-server.mjs share: their arguments, the captured routes
// (bench/capture-sql.mjs, through bench/side-by-side.mjs) made ready for `pg`, a pool like the product's, and one
// route's statements sent one after the other, every statement's rows kept.
//   const { port, pool, routes, replay } = replayArguments('<script name>');
import { readFileSync } from 'node:fs';
import pg from 'pg';

// Drizzle's parsers (drizzle-orm/node-postgres): timestamps, dates, intervals and their arrays stay text.
const rawTypes = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const rawDates = {
  getTypeParser: (typeId, format) =>
    rawTypes.has(typeId) ? (value) => value : pg.types.getTypeParser(typeId, format),
};

/** `<port> <database url> <routes.json>` from the command line, the routes read, the pool opened. */
export function replayArguments(script) {
  const [port, url, routesFile] = process.argv.slice(2);
  if (!port || !url || !routesFile) throw new Error(`usage : ${script} <port> <url> <routes.json>`);
  // routes.json: { "<path?query>": { "statements": [{ "name"?, "text", "values", "rowMode"?, "rawDates"? }] } }
  const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
  for (const route of Object.values(routes)) {
    for (const statement of route.statements) {
      if (statement.rawDates) statement.types = rawDates;
      delete statement.rawDates;
    }
  }
  // As many connections as the product's pool (apps/server/src/db/client.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  /** A route's statements one after the other: every statement's rows, in order. */
  const replay = async (route) => {
    const results = [];
    for (const statement of route.statements) results.push((await pool.query(statement)).rows);
    return results;
  };
  return { port: Number(port), pool, routes, replay };
}
