// The framework floor of bench/side-by-side.mjs (FLOOR=1): the baseline's work (bench/baseline-server.mjs: the
// product's captured statements for each URL, one after the other, every statement's rows as one JSON array) served
// by Fastify 5 as the product uses it bare: its router, its request and reply objects, its logger (pino, at the
// product's bench level) and its default JSON serializer; no plugin, no hook, no schema, no session check. Measured
// against the bare baseline, it gives what Fastify alone costs on each endpoint: the part of the product's CPU that
// no change to the product's own code can remove while it runs on Fastify (shared/DESIGN.md §2).
//   node bench/fastify-floor-server.mjs <port> <database url> <routes.json>
import Fastify from 'fastify';
import { replayArguments } from './replay-routes.mjs';

const { port, pool, routes, replay } = replayArguments('fastify-floor-server.mjs');

const app = Fastify({ logger: { level: 'warn' } });
const paths = new Set(Object.keys(routes).map((known) => known.split('?')[0]));
for (const routePath of paths) {
  app.get(routePath, async (request, reply) => {
    const route = routes[request.url];
    if (!route) return reply.code(404).send({ error: 'inconnu' });
    return replay(route);
  });
}
await app.listen({ port, host: '127.0.0.1' });
process.send?.('prêt');
process.on('SIGTERM', () => app.close().then(() => pool.end()));
