// The baseline of bench/side-by-side.mjs: node:http and pg, nothing else. For each known URL it sends the
// statements the product sent for it (captured from the product's driver by bench/capture-sql.mjs: same
// text, parameters, statement names, row mode and date parsing, so prepared statements stay prepared) one
// after the other, and answers every statement's rows as one JSON array. No session check, no validation,
// no presenter: what is left is the cost of the database, of the driver and of HTTP itself.
//   node bench/baseline-server.mjs <port> <database url> <routes.json>
// routes.json: { "<path?query>": { "statements": [{ "name"?, "text", "values", "rowMode"?, "rawDates"? }] } }
import { createServer } from 'node:http';
import { replayArguments } from './replay-routes.mjs';

const { port, pool, routes, replay } = replayArguments('baseline-server.mjs');

const server = createServer(async (request, response) => {
  const route = routes[request.url ?? ''];
  if (!route) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"inconnu"}');
    return;
  }
  try {
    const body = JSON.stringify(await replay(route));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});
server.listen(port, '127.0.0.1', () => process.send?.('prêt'));
process.on('SIGTERM', () => server.close(() => pool.end()));
