// The yardstick of `bench:api`: a bare Fastify (no plugin, no hook) answering one route with a
// body given on stdin, as bytes, with the content type and encoding it is given.
// Usage: node scripts/bench-bare-fastify.mjs <port> <path> <content-type> [content-encoding] < body
import Fastify from 'fastify';

const [port, route, type, encoding] = process.argv.slice(2);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const body = Buffer.concat(chunks);

const app = Fastify();
app.get(route, (_request, reply) => {
  reply.type(type);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
