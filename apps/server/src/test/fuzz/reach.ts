import type { RouteTable } from "../../router/dispatch.js";
import { ROUTES } from "../../routes/index.js";

/**
 * Which routes a fuzz run reached: the route table the fuzzed server serves, with every handler counted.
 * A route counts as reached when its handler ran (a called route's `handle`, a socket route's connect or
 * message event), so past the transport, authentication, permission and the input's schema: a call that
 * only ever meets "invalid input" or "no permission" tests the guard, not the route.
 */
export class Reach {
  readonly hits = new Map<string, number>();
  readonly routes: RouteTable;

  constructor(table: RouteTable = ROUTES) {
    this.routes = Object.fromEntries(
      Object.entries(table).map(([path, route]) => [path, this.counted(path, route)]),
    );
  }

  private hit(path: string): void {
    this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
  }

  private counted(path: string, route: RouteTable[string]): RouteTable[string] {
    if ("handle" in route)
      return {
        ...route,
        handle: (input: never, ctx: never) => {
          this.hit(path);
          return route.handle(input, ctx);
        },
      };
    const { connect, message } = route.socket;
    // A socket route without a connect handler accepts every caller its policy lets through: counted the same.
    return {
      ...route,
      socket: {
        ...route.socket,
        connect: async (input: never, ctx: never) => {
          this.hit(path);
          await connect?.(input, ctx);
        },
        ...(message
          ? {
              message: async (input: never, ctx: never) => {
                this.hit(path);
                await message(input, ctx);
              },
            }
          : {}),
      },
    };
  }

  /** The paths of `paths` whose handler never ran. */
  unreached(paths: readonly string[]): string[] {
    return paths.filter((path) => !this.hits.has(path));
  }
}
