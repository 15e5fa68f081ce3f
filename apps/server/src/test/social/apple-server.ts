import { jwks, type TestSigningKey } from "./jwt-keys.js";
import { type ProtocolServer, serve } from "./serve.js";

/** Apple's key endpoint as tests need it: `GET /auth/keys` serves the current key list. */
export interface AppleServer extends ProtocolServer {
  /** The keys published now (tests rotate them). */
  keys: TestSigningKey[];
  /** How many times the key set was fetched. */
  keyFetches(): number;
}

/** Starts Apple's `/auth/keys` on 127.0.0.1. */
export async function startAppleServer(keys: TestSigningKey[]): Promise<AppleServer> {
  const state = { keys } as AppleServer;
  const server = await serve((req) =>
    req.method === "GET" && req.path === "/auth/keys"
      ? { body: jwks(state.keys) }
      : { status: 404, body: "" },
  );
  return Object.assign(state, server, {
    keyFetches: () => server.requests.filter((r) => r.path === "/auth/keys").length,
  });
}
