import proxyAddr from "@fastify/proxy-addr";

/**
 * Which reverse proxies Roster believes about `X-Forwarded-For`: none, the last `hops` ones in front of it
 * (whatever their address), or those at the listed addresses and CIDR ranges.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

/** The most proxy hops Roster accepts to trust (a chain longer than this is a configuration mistake). */
const MAX_HOPS = 32;

/**
 * Reads `TRUST_PROXY`: unset, `false` or `0` trusts no proxy; `true` trusts exactly one hop (the address
 * the proxy in front appended, i.e. the right-most `X-Forwarded-For` entry); a number trusts that many
 * hops; anything else is a comma-separated list of proxy addresses or CIDR ranges (or `loopback`,
 * `linklocal`, `uniquelocal`), as Fastify's `trustProxy` and proxy-addr read them. Throws a readable
 * message on a bad value.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`must be at most ${MAX_HOPS} hops`);
    return { hops };
  }
  const proxies = value.split(",").map((entry) => entry.trim());
  try {
    proxyAddr.compile(proxies);
  } catch (error) {
    throw new Error(`must be true, a hop count, or proxy addresses/CIDRs (${(error as Error).message})`);
  }
  return { proxies };
}

/**
 * Fastify's `trustProxy` option for a setting. A hop count becomes a function of the hop index:
 * Fastify's own `true` trusts every hop (and so takes the client-written, left-most entry) and its plain
 * number trusts none.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((addr: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ("proxies" in trust) return trust.proxies;
  const { hops } = trust;
  return (_addr, hop) => hop < hops;
}
