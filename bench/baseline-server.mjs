// The baseline of bench/side-by-side.mjs: node:http and pg, nothing else. For each known URL it sends the
// statements the product sent for it (captured from the product's driver by bench/capture-sql.mjs: same
// text, parameters, statement names, row mode and date parsing, so prepared statements stay prepared) one
// after the other, and answers every statement's rows as one JSON array. No session check, no validation,
// no presenter: what is left is the cost of the database, of the driver and of HTTP itself.
//   node bench/baseline-server.mjs <port> <database url> <routes.json>
// routes.json: { "<path?query>": { "statements": [{ "name"?, "text", "values", "rowMode"?, "rawDates"? }] } }
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const [port, url, routesFile] = process.argv.slice(2);
if (!port || !url || !routesFile) throw new Error('usage : baseline-server.mjs <port> <url> <routes.json>');
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

const server = createServer(async (request, response) => {
  const route = routes[request.url ?? ''];
  if (!route) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"inconnu"}');
    return;
  }
  try {
    const results = [];
    for (const statement of route.statements) results.push((await pool.query(statement)).rows);
    const body = JSON.stringify(results);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('prêt'));
process.on('SIGTERM', () => server.close(() => pool.end()));
