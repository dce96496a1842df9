// Baseline (a): the cheapest route Fastify can serve on this machine, no plugins, no database.
// Every other figure is divided by this one, since absolute req/s drift between machines and runs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
process.on('SIGINT', () => app.close().then(() => process.exit(0)));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
