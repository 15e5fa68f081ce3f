import { LOCALES, type Locale } from "@roster/contract";
import fc from "fast-check";
import { ROUTES } from "../../routes/index.js";
import { connectFrame, messageFrame, openSocket, type Received, type TestSocket } from "../sockets.js";
import { callerViolations } from "./calls.js";
import { deepObject, mutate } from "./hostile-values.js";
import { jsonText } from "./http-requests.js";
import { inspectResponse, type Violation } from "./oracle.js";
import { arbitraryFor, inputSchemaOf } from "./schema-arbitrary.js";
import { callerArbitrary, type FuzzWorld, STRANGE_PATHS, type Who } from "./world.js";

/**
 * Socket routes as clients reach them over HTTP: `GET /ws/function/router?url=<route>` upgraded to a
 * WebSocket (a POST to them only answers socketRouteOverHttp), then a connect frame and messages. The data
 * of each frame starts from the route's contract (`input` for connect, `socket.message` for messages) and
 * is made hostile, as the calls of the other routes are.
 */

/** The routes clients open as sockets. */
export const SOCKET_ROUTES = Object.keys(ROUTES).filter((path) => ROUTES[path]!.contract.socket);

/** One generated socket: the route it opens, who connects, with which data, then which messages. */
export interface SocketSession {
  url: string;
  who: Who;
  channel: string | undefined;
  connect: unknown;
  messages: unknown[];
  encrypt: boolean;
  locale: Locale;
}

const CHANNELS = fc.constantFrom(undefined, "fuzz", "fuzz-2", "has space", "\u0000", "x".repeat(300));
/** A called route, which a socket must refuse. */
const CALLED_ROUTE = Object.keys(ROUTES).find((path) => !ROUTES[path]!.contract.socket)!;

function schemasOf(url: string) {
  const contract = Object.hasOwn(ROUTES, url) ? ROUTES[url]!.contract : undefined;
  const message = contract?.socket ? contract.socket.message : false;
  return {
    connect: contract ? inputSchemaOf(contract.input) : undefined,
    message: message ? inputSchemaOf(message) : undefined,
  };
}

/** Frames stay cheap (no huge values): a frame over WS_MAX_FRAME_BYTES only closes the socket (1009). */
function sessionArbitrary(world: FuzzWorld, url: string, honest: boolean): fc.Arbitrary<SocketSession> {
  const schemas = schemasOf(url);
  const valid = (schema: ReturnType<typeof schemasOf>["connect"]) =>
    schema ? arbitraryFor(schema, world.vocabulary) : fc.jsonValue({ maxDepth: 2 });
  const data = (schema: ReturnType<typeof schemasOf>["connect"]) =>
    honest ? valid(schema) : valid(schema).chain((v) => mutate(v, false));
  return fc.record({
    url: fc.constant(url),
    who: honest ? fc.constantFrom<Who>("user", "admin") : callerArbitrary,
    channel: honest ? fc.constantFrom(undefined, "fuzz") : CHANNELS,
    connect: data(schemas.connect),
    messages: fc.array(data(schemas.message), { maxLength: honest ? 1 : 3 }),
    encrypt: honest ? fc.constant(false) : fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    locale: fc.constantFrom(...LOCALES),
  });
}

/** Sockets of the socket routes mostly, sometimes of a called route or a strange path. */
export function socketSessionArbitrary(world: FuzzWorld): fc.Arbitrary<SocketSession> {
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...SOCKET_ROUTES), weight: 6 },
      // Paths a URL can carry (a lone surrogate cannot be put in one).
      {
        arbitrary: fc.constantFrom(CALLED_ROUTE, ...STRANGE_PATHS.filter((p) => !/[\ud800-\udfff]/.test(p))),
        weight: 1,
      },
    )
    .chain((url) => sessionArbitrary(world, url, false));
}

/** Honest sockets of one route (valid-ish frames as a signed-in caller), for the sweep. */
export const honestSessionArbitrary = (world: FuzzWorld, url: string) => sessionArbitrary(world, url, true);

/** The first framework message (connect or error), or undefined when the socket closed without one. */
async function answerOf(socket: TestSocket): Promise<Received | undefined> {
  const closed = socket.closed.then(() => undefined);
  return Promise.race([socket.next((m) => m.vkWebSocket !== undefined, 30_000), closed]);
}

/**
 * Opens the session's socket on `base`, sends its connect frame, waits for the answer, sends its messages
 * and closes; every message the server sent (and a refused upgrade's body) goes through the oracle.
 */
export async function runSession(
  base: string,
  world: FuzzWorld,
  session: SocketSession,
): Promise<{ violations: Violation[]; code: string }> {
  const token = world.tokenOf(session.who);
  const secrets = world.secretsFor(session.who);
  let socket: TestSocket;
  try {
    socket = await openSocket(base, session.url);
  } catch (error) {
    const { status, body } = error as { status?: number; body?: string };
    if (status === undefined) throw error;
    return { violations: inspectResponse(status, body ?? "", secrets), code: `upgrade ${status}` };
  }
  const clientInfo = { appid: "__UNI__FUZZ", platform: "web", locale: session.locale };
  const options = { encrypt: session.encrypt, now: world.h.clock.now() };
  // Data too deep for JSON.stringify goes as equally deep text.
  const send = (clientData: Record<string, unknown>) => {
    try {
      socket.frame({ ...clientData, clientInfo }, options);
    } catch {
      socket.raw(jsonText({ deviceId: "device-1", data: { a: deepObject(20_000) } }));
    }
  };
  send(connectFrame(session.url, token, session.channel, session.connect));
  const answer = await answerOf(socket);
  if (answer?.vkWebSocket?.type === "connect")
    for (const message of session.messages) send(messageFrame(session.url, token, message, session.channel));
  socket.ws.close(1000);
  const { code: closeCode } = await socket.closed;
  // A framework message's code is in its data; a closed socket says 1011 on an internal error.
  const violations = socket.received.flatMap((message) =>
    inspectResponse(200, message.vkWebSocket ? message.vkWebSocket.data : message, secrets),
  );
  if (closeCode === 1011) violations.push({ rule: "HTTP 5xx", detail: "socket closed 1011" });
  if (answer?.vkWebSocket?.type === "connect")
    violations.push(...callerViolations({ path: session.url, who: session.who }, 0));
  const answered = answer?.vkWebSocket;
  return {
    violations,
    code: answered ? `ws ${answered.type} ${String(answered.data?.code ?? 0)}` : `ws closed ${closeCode}`,
  };
}
