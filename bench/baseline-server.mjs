// The baseline of bench/baseline.mjs: node:http and pg, nothing else. For each known URL it sends the
// statements the product sends for it (captured by bench/baseline.mjs: same text, parameters and statement
// names, so prepared statements stay prepared) and answers the last one's rows as JSON. No session check,
// no validation, no presenter: what is left is the cost of the database and of HTTP itself.
//   node bench/baseline-server.mjs <port> <database url> <routes.json>
// routes.json: { "<path?query>": { "statements": [{ "name"?, "text", "values" }], "pageSize": 20 } }
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const [port, url, routesFile] = process.argv.slice(2);
if (!port || !url || !routesFile) throw new Error('usage : baseline-server.mjs <port> <url> <routes.json>');
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
// As many connections as the product's pool (apps/server/src/db/client.ts).
const pool = new pg.Pool({ connectionString: url, max: 10 });

const server = createServer(async (request, response) => {
  const route = routes[request.url ?? ''];
  if (!route) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"inconnu"}');
    return;
  }
  try {
    let rows = [];
    for (const statement of route.statements) rows = (await pool.query(statement)).rows;
    const items = rows.slice(0, route.pageSize);
    const body = JSON.stringify({ items, hasMore: rows.length > route.pageSize });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('prêt'));
process.on('SIGTERM', () => server.close(() => pool.end()));
