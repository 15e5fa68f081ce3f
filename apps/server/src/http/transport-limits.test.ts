import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { captureLogs, type LogLine } from "../test/log-capture.js";
import { buildHttpServer } from "./server.js";

let h: Harness;
let http: FastifyInstance;
let port: number;
let lines: LogLine[];
beforeAll(async () => {
  const capture = captureLogs("debug");
  lines = capture.lines;
  h = await createHarness(
    {
      WEB_DIST: "/nonexistent",
      HTTP_HEADERS_TIMEOUT_MS: "300",
      HTTP_REQUEST_TIMEOUT_MS: "800",
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "300",
      HTTP_MAX_CONNECTIONS: "4",
    },
    { logger: capture.logger },
  );
  http = await buildHttpServer(h.app);
  await http.listen({ port: 0, host: "127.0.0.1" });
  port = (http.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await http.close();
  await h.close();
});

/** A raw client: connects, runs `act`, and resolves what it received and when the server closed. */
function client(act: (socket: net.Socket) => void): Promise<{ ms: number; received: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    socket.on("error", () => {});
    socket.once("close", () => resolve({ ms: performance.now() - started, received }));
    socket.once("connect", () => act(socket));
  });
}

const HEAD = "POST /router/user/pub/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n";

describe("transport limits (real TCP, short timeouts)", () => {
  it("closes a connection that sends nothing after the header timeout", async () => {
    const { ms } = await client(() => {});
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(1500);
  });

  it("closes slow headers and a slow partial body with 408", async () => {
    const slowHeaders = client((s) => s.write("POST /router/user/pub/login HTTP/1.1\r\nHost: x\r\n"));
    const slowBody = client((s) => {
      s.write(`${HEAD}Content-Length: 100000\r\n\r\n{"username":"`);
      // A byte every 50 ms: the socket is never idle, the request is never complete.
      const drip = setInterval(() => s.write("a"), 50);
      s.once("close", () => clearInterval(drip));
    });
    const [headers, body] = await Promise.all([slowHeaders, slowBody]);
    expect(headers.ms).toBeLessThan(1500);
    expect(headers.received).toMatch(/^HTTP\/1\.1 408/);
    expect(body.ms).toBeGreaterThanOrEqual(750);
    expect(body.ms).toBeLessThan(2500);
    expect(body.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("closes an idle keep-alive connection after its timeout", async () => {
    const { ms, received } = await client((s) => s.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"));
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(2500);
  });

  it("closes connections beyond the cap at once", async () => {
    const held: net.Socket[] = [];
    for (let i = 0; i < 4; i++) {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => {});
      await new Promise((resolve) => socket.once("connect", resolve));
      held.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = await client((s) => s.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"));
    expect(extra.received).toBe("");
    expect(extra.ms).toBeLessThan(200);
    for (const socket of held) socket.destroy();
    // The next test needs room under the cap again.
    const open = () => new Promise<number>((resolve) => http.server.getConnections((_e, n) => resolve(n)));
    while ((await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it("logs a client that hangs up mid-body in one info line without a stack", async () => {
    const before = lines.length;
    await client((s) => {
      s.write(`${HEAD}Content-Length: 1000\r\n\r\n{"username":`);
      setTimeout(() => s.destroy(), 100);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = lines.slice(before);
    expect(logged.filter((l) => l.level >= 40)).toEqual([]);
    const hangUp = logged.filter((l) => l.msg === "client hung up mid-request");
    expect(hangUp).toHaveLength(1);
    expect(hangUp[0]!.level).toBe(30);
    expect(JSON.stringify(hangUp[0])).not.toContain("stack");
  });
});
