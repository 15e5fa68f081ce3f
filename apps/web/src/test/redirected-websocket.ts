import type { UpstreamServer } from "./upstream-socket-server";

/**
 * A WebSocket class that sends every socket the app opens (to this origin's `/ws/function/router`) to the
 * test's upstream server instead, keeping its `url` query: the app runs unchanged against a real server.
 */
export function redirectedWebSocket(server: UpstreamServer, Real: typeof WebSocket): typeof WebSocket {
  return class extends Real {
    constructor(address: string | URL) {
      super(server.endpoint(new URL(address).searchParams.get("url") ?? ""));
    }
  };
}
