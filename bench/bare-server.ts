import Fastify from "fastify";

// The ceiling: the same framework answering a constant JSON body, nothing else.
const fastify = Fastify({ logger: false });
fastify.post("/bare", async () => ({
  code: 0,
  msg: "",
  userInfo: { _id: "0123456789abcdef01234567", nickname: "bench" },
}));
const port = Number(process.env.PORT ?? 0);
fastify.listen({ port, host: "127.0.0.1" }).then((address) => {
  process.stdout.write(`LISTENING ${address}\n`);
});
