import { ERRORS, type ErrorName } from "@roster/contract";
import {
  CLIENT_ACTIONS as CLIENT_CONTRACTS,
  clientCodeOf,
  GATEWAY_COMMON_ERRORS,
  type GatewayActionContract,
  gatewayErrorsOf,
  isSdkRefusal,
  TCB_ACTIONS as TCB_CONTRACTS,
  tcbCodeOf,
} from "@roster/contract/gateways";
import fc from "fast-check";
import { createSigner } from "fast-jwt";
import { signBody } from "../../http/gateway/client-protocol.js";
import { respelled } from "../respell.js";
import { hostileValue, mutate } from "./hostile-values.js";
import type { HttpRequest } from "./http-requests.js";
import { jsonText } from "./http-requests.js";
import type { Violation } from "./oracle.js";
import { arbitraryFor, inputSchemaOf, type JsonSchema, type Vocabulary } from "./schema-arbitrary.js";
import { PATHS } from "./world.js";

/**
 * The gateways' requests for the fuzz: `POST /client` (the uniCloud client SDK's signed envelope) and
 * `POST /tcb/web` (CloudBase actions), generated from each method's and action's contract, then made
 * hostile: wrong, missing and mangled signatures, stale timestamps, replays, tokens in another spelling.
 */

export const GATEWAY_ENV = {
  CLOUD_SPACE_ID: "fuzz-space",
  CLOUD_CLIENT_SECRET: "fuzz-client-secret-0123456789",
  // aliyun uploads (generateProximalSign, report) are served only with a provider host and local storage.
  CLOUD_PROVIDER_HOST: "oss.fuzz.test",
  CLOUD_ANONYMOUS_UPLOADS: "true",
  TCB_ENV_ID: "fuzz-env",
  TCB_TICKET_SECRET: "f".repeat(40),
  WEB_DIST: "/nonexistent",
};
const SPACE = GATEWAY_ENV.CLOUD_SPACE_ID;
const SECRET = GATEWAY_ENV.CLOUD_CLIENT_SECRET;
const ENV = GATEWAY_ENV.TCB_ENV_ID;

/** The methods `/client` runs, from their contracts. */
export const CLIENT_METHODS = Object.keys(CLIENT_CONTRACTS);
/** The actions `/tcb/web` runs, from their contracts. */
export const TCB_ACTIONS = Object.keys(TCB_CONTRACTS);

/** The tokens and names the gateway requests draw from, read when a request is built (they change). */
export interface GatewayWorld {
  now(): number;
  /** A Roster token (uni-id) of a signed-in user, and its user's name and password. */
  userToken(): string;
  username(): string;
  /** The aliyun provider's anonymous access token (from anonymousAuthorize). */
  accessToken(): string;
  /** A CloudBase access and refresh token of a signed-in user, and an anonymous visitor's. */
  tcbAccess(): string;
  tcbRefresh(): string;
  tcbAnonymous(): string;
}

/** The custom tickets signed with the server's ticket secret, as signed: only these may sign in. */
const ISSUED_TICKETS = new Set<string>();

/** A custom ticket signed with the server's ticket secret (valid) or with another one. */
export const ticketOf = (customUserId: string, secret = GATEWAY_ENV.TCB_TICKET_SECRET) => {
  const ticket = createSigner({ key: secret, expiresIn: 60_000 })({ env: ENV, customUserId });
  if (secret === GATEWAY_ENV.TCB_TICKET_SECRET) ISSUED_TICKETS.add(ticket);
  return ticket;
};
const TICKET_ACTIONS = new Set([
  "auth.signInWithTicket",
  "auth.linkWithTicket",
  "auth.linkAndRetrieveDataWithTicket",
]);

/** Another spelling of a JWT's signature, or of a dotted token's last part. */
const respellLast = (token: string) => {
  const parts = token.split(".");
  const last = parts.pop() ?? "";
  return last.length % 4 === 0 ? `${token}=` : [...parts, respelled(last)].join(".");
};

/** A token as sent, and whether it is the one the server issued, as issued. */
export interface TokenVariant {
  get: () => string | undefined;
  honest: boolean;
}

/** A token in one of its forms: as issued (mostly), another spelling, cut short, padded, foreign or none. */
function tokenVariant(token: () => string): fc.Arbitrary<TokenVariant> {
  const bad = (get: () => string | undefined): TokenVariant => ({ get, honest: false });
  return fc.oneof(
    { arbitrary: fc.constant<TokenVariant>({ get: token, honest: true }), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        bad(() => respellLast(token())),
        bad(() => token().slice(0, -3)),
        bad(() => `${token()} `),
        bad(() => "eyJhbGciOiJIUzI1NiJ9.e30.AAAA"),
      ),
      weight: 4,
    },
    { arbitrary: fc.constant<TokenVariant>({ get: () => undefined, honest: false }), weight: 1 },
  );
}
const honestToken = (token: () => string) => fc.constant<TokenVariant>({ get: token, honest: true });

// ---- POST /client ----------------------------------------------------------------------------------

/** What a generated /client request is, before it is signed (signing reads the world's clock). */
export interface ClientRequest {
  kind: "client";
  method: string;
  params: () => unknown;
  provider: "aliyun" | "private";
  accessToken: TokenVariant;
  userToken: TokenVariant;
  signature: "good" | "upper" | "wrong secret" | "missing" | "truncated" | "not hex";
  timestamp: "now" | "stale" | "future" | "zero" | "text";
  extra: Record<string, unknown>;
  /** Sent twice: the second time must be refused for a method under the replay memory. */
  replay: boolean;
}

const functionArgs = (world: GatewayWorld) =>
  fc
    .record({
      $url: fc.constantFrom(...PATHS),
      data: fc.jsonValue({ maxDepth: 2 }).chain((v) => mutate(v, false)),
      withToken: fc.boolean(),
    })
    .map(
      ({ $url, data, withToken }) =>
        () =>
          ({ $url, data, ...(withToken ? { uniIdToken: world.userToken() } : {}) }) as unknown,
    );

/** The contract of a /client method, when it is one. */
const clientContractOf = (method: string): GatewayActionContract | undefined =>
  Object.hasOwn(CLIENT_CONTRACTS, method)
    ? CLIENT_CONTRACTS[method as keyof typeof CLIENT_CONTRACTS]
    : undefined;

/**
 * The fields a method's params may hold, from its contract's input (every member of a union on the
 * provider, whose `provider` is the envelope's, not a param).
 */
function clientFieldsOf(schema: JsonSchema): Record<string, JsonSchema> {
  const members = schema.anyOf ?? schema.oneOf ?? [schema];
  const fields: Record<string, JsonSchema> = {};
  for (const member of members)
    for (const [name, field] of Object.entries(member.properties ?? {}))
      if (name !== "provider") fields[name] = field;
  return fields;
}

/**
 * Params of each method, from its contract's fields: a known word for a field the world has values of
 * (cloud paths, file IDs, the function and its args), else a value of its schema; then, but in the sweep,
 * one field or all of them made hostile.
 */
function paramsOf(world: GatewayWorld, method: string, sweep: boolean): fc.Arbitrary<() => unknown> {
  const loose = hostileValue(false);
  const validPath = fc.constantFrom("a.png", "dir/b.jpg");
  const validId = fc.constantFrom("cloud://fuzz/a.png", "dir/b.jpg");
  const cloudPath = sweep
    ? validPath
    : fc.oneof(validPath, fc.constantFrom("../../etc/passwd", "a\u0000.png", "x".repeat(2000), ""), loose);
  const fileId = sweep
    ? validId
    : fc.oneof(validId, fc.constantFrom("https://evil.example/a.png", "/\\evil.example/x", "no-such"), loose);
  const words: Record<string, fc.Arbitrary<unknown>> = {
    functionTarget: fc.oneof(
      { arbitrary: fc.constantFrom("router", "DCloud-clientDB"), weight: 4 },
      { arbitrary: fc.constantFrom("__proto__", "toString", "nope", ""), weight: 1 },
    ),
    cloudPath,
    filename: cloudPath,
    fileId,
    id: fileId,
    fileList: sweep
      ? fc.array(fileId, { minLength: 1, maxLength: 4 })
      : fc.oneof(fc.array(fileId, { maxLength: 4 }), loose),
  };
  // A method no contract has: any method's fields, for the refusal of the method itself.
  const contract = clientContractOf(method) ?? CLIENT_CONTRACTS["serverless.file.resource.report"];
  const schemaFields = clientFieldsOf(inputSchemaOf(contract.input));
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, field] of Object.entries(schemaFields))
    fields[name] = words[name] ?? arbitraryFor(field, () => [], name);
  const record = fc.record(fields, { requiredKeys: sweep ? Object.keys(fields) : [] });
  const honest = fc.tuple(record, functionArgs(world)).map(
    ([base, args]) =>
      () =>
        "functionArgs" in schemaFields ? { functionTarget: "router", ...base, functionArgs: args() } : base,
  );
  if (sweep) return honest;
  return fc.oneof(
    { arbitrary: honest, weight: 5 },
    { arbitrary: record.chain((v) => mutate(v, false)).map((v) => () => v), weight: 2 },
    { arbitrary: loose.map((v) => () => v), weight: 1 },
  );
}

const clientMethod = fc.oneof(
  { arbitrary: fc.constantFrom(...CLIENT_METHODS), weight: 10 },
  { arbitrary: fc.constantFrom("serverless.nope", "__proto__", "constructor", "a b", ""), weight: 1 },
);

const SIGNATURE_FAULTS = ["upper", "wrong secret", "missing", "truncated", "not hex"] as const;
const TIMESTAMP_FAULTS = ["stale", "future", "zero", "text"] as const;
/** `usual` six times in seven, else one of `faults`. */
const mostly = <T>(usual: T, faults: readonly T[]) =>
  fc.oneof(
    { arbitrary: fc.constant(usual), weight: 6 },
    { arbitrary: fc.constantFrom(...faults), weight: 1 },
  );

export function clientRequestArbitrary(world: GatewayWorld, method?: string): fc.Arbitrary<ClientRequest> {
  const honest = method !== undefined;
  return (honest ? fc.constant(method) : clientMethod).chain((m) =>
    fc.record({
      kind: fc.constant("client" as const),
      method: fc.constant(m),
      params: paramsOf(world, m, honest),
      provider: fc.constantFrom("aliyun" as const, "private" as const),
      accessToken: (honest ? honestToken : tokenVariant)(() => world.accessToken()),
      userToken: (honest ? honestToken : tokenVariant)(() => world.userToken()),
      // Mostly signed and fresh, so that most calls reach their method; one in three is tampered with.
      signature: honest ? fc.constant("good" as const) : mostly("good" as const, SIGNATURE_FAULTS),
      timestamp: honest ? fc.constant("now" as const) : mostly("now" as const, TIMESTAMP_FAULTS),
      extra: honest
        ? fc.constant({})
        : fc.oneof(
            { arbitrary: fc.constant({}), weight: 6 },
            {
              arbitrary: fc.dictionary(
                fc.constantFrom("spaceId", "token", "params", "x", "__proto__"),
                hostileValue(false),
                { minKeys: 1, maxKeys: 1 },
              ),
              weight: 1,
            },
          ),
      replay: honest ? fc.constant(false) : fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    }),
  );
}

/** The HTTP request of a /client request, signed now. */
export function clientHttp(world: GatewayWorld, r: ClientRequest): HttpRequest {
  const now = world.now();
  const timestamp = { now, stale: now - 3_600_000, future: now + 3_600_000, zero: 0, text: String(now) }[
    r.timestamp
  ];
  const params = r.params();
  const body: Record<string, unknown> = {
    method: r.method,
    params: typeof params === "string" ? params : jsonText(params),
    spaceId: SPACE,
    timestamp,
    ...(r.provider === "aliyun" ? { token: r.accessToken.get() ?? "" } : {}),
    ...r.extra,
  };
  // A field the SDK would never send (an object) cannot be signed: the server refuses it before the sign.
  const signed = (secret: string) => {
    try {
      return signBody(body, secret);
    } catch {
      return "0".repeat(32);
    }
  };
  const good = signed(SECRET);
  const sign = {
    good,
    upper: good.toUpperCase(),
    "wrong secret": signed(`${SECRET}x`),
    missing: undefined,
    truncated: good.slice(0, 31),
    "not hex": `${good.slice(0, 31)}g`,
  }[r.signature];
  const access = r.provider === "aliyun" ? r.accessToken.get() : undefined;
  const user = r.provider === "private" ? r.userToken.get() : undefined;
  return {
    method: "POST",
    url: "/client",
    headers: {
      "content-type": "application/json",
      ...(sign ? { "x-serverless-sign": sign } : {}),
      ...(access ? { "x-basement-token": access } : {}),
      ...(user ? { "x-client-token": user } : {}),
    },
    payload: jsonText(body),
  };
}

/**
 * The codes a method may answer, from its contract: its gateway's common errors and its own, each by the
 * SDK code it is sent with. A method no contract has may answer the common ones.
 */
const clientDeclaredOf = (method: string): ReadonlySet<string> => {
  const contract = clientContractOf(method);
  return new Set(
    [...GATEWAY_COMMON_ERRORS.client, ...(contract ? gatewayErrorsOf(contract) : [])]
      .filter((name) => name !== "internal")
      .map(clientCodeOf),
  );
};
const CLIENT_DECLARED = new Map<string, ReadonlySet<string>>();

const codesOf = (names: readonly ErrorName[]) => new Set(names.map(clientCodeOf));
/** The transport's refusals: a call refused by one of them was not signed and fresh, or named no method. */
const CLIENT_TRANSPORT = codesOf(
  GATEWAY_COMMON_ERRORS.client.filter(
    (name) => !["clientRateLimited", "databaseError", "internal"].includes(name),
  ),
);
/** The checks before a /client method's handler runs: the transport's, then the pipeline's (rate, replay, caller, params). */
const CLIENT_GATE = new Set<string>([
  ...CLIENT_TRANSPORT,
  ...codesOf([
    "clientRateLimited",
    "clientReplayed",
    "clientTokenInvalid",
    "clientTokenExpired",
    "clientSignInRequired",
  ]),
]);

/** What a /client answer breaks besides the common oracle, and whether the method ran. */
export function clientViolations(
  r: ClientRequest,
  body: unknown,
  replayOf?: unknown,
): { violations: Violation[]; reached: boolean; code: string } {
  const violations: Violation[] = [];
  const answer = body as { success?: unknown; error?: { code?: unknown }; data?: { code?: unknown } } | null;
  const code = answer?.success === true ? "success" : String(answer?.error?.code);
  const declared = CLIENT_DECLARED.get(r.method) ?? clientDeclaredOf(r.method);
  CLIENT_DECLARED.set(r.method, declared);
  if (answer?.success !== true && !declared.has(code))
    violations.push({ rule: "undeclared code", detail: `/client ${r.method} ${code}` });
  if (answer?.success === true && answer.data?.code === ERRORS.internal.code)
    violations.push({ rule: "internal error code", detail: "router answer through /client" });
  if (r.signature !== "good" && r.signature !== "upper" && !CLIENT_GATE.has(code))
    violations.push({ rule: "bad signature accepted", detail: `${r.signature}: ${code}` });
  if (
    r.provider === "aliyun" &&
    !r.accessToken.honest &&
    r.method !== "serverless.auth.user.anonymousAuthorize" &&
    !CLIENT_GATE.has(code)
  )
    violations.push({ rule: "invalid token accepted", detail: `/client aliyun access token: ${code}` });
  const first = replayOf as { success?: unknown } | undefined;
  if (
    replayOf !== undefined &&
    first?.success === true &&
    clientContractOf(r.method)?.replayGuarded &&
    code !== clientCodeOf("clientReplayed")
  )
    violations.push({ rule: "replay accepted", detail: `${r.method} answered ${code} the second time` });
  return { violations, reached: !CLIENT_GATE.has(code), code };
}

// ---- POST /tcb/web ---------------------------------------------------------------------------------

export interface TcbRequest {
  kind: "tcb";
  action: string;
  env: "right" | "wrong" | "missing" | "query only";
  token: TokenVariant;
  fields: () => Record<string, unknown>;
}

/** Markers of the world's values, read when a request is built (they change as the fuzz runs). */
const WORLD_USERNAME = "__world_username__";
const WORLD_REFRESH = "__world_refresh__";

/**
 * Plausible values of the fields the actions' contracts name, by field name (not by action: a new action's
 * fields are drawn from its contract, and from here when a name is known). Functions are drawn when sent.
 */
const TCB_WORDS: Readonly<Record<string, readonly unknown[]>> = {
  loginType: ["USERNAME", "EMAIL"],
  username: [WORLD_USERNAME, "nobody_here", "a@b"],
  email: ["fuzz@example.com", "FUZZ@Example.com", "a@b"],
  newEmail: ["fuzz-new@example.com", "a@b"],
  password: ["secret_123", "Roster-Secret-2026!"],
  oldPassword: ["secret_123", "Roster-Secret-2026!"],
  newPassword: ["Roster-Secret-2026!", "secret_123"],
  ticket: [
    () => ticketOf("fuzz-custom-1"),
    () => respellLast(ticketOf("fuzz-custom-1")),
    () => ticketOf("fuzz-custom-2", "g".repeat(40)),
    () => "not.a.ticket",
  ],
  refresh_token: [WORLD_REFRESH, "rt.nope"],
  nickName: ["fuzz", "Fuzz 名字"],
  avatarUrl: ["https://example.com/a.png", "/\\evil.example/x", "//evil.example/a"],
  platform: ["CUSTOM", "WECHAT-OPEN"],
  token: ["fuzz@example.com:123456", "x:y"],
  path: ["a.png", "dir/b.jpg", "../x"],
  fileid: ["cloud://fuzz-env/a.png", "x"],
  fileid_list: [["cloud://fuzz-env/a.png"], ["x", "cloud://fuzz-env/a.png"]],
  file_list: [[{ fileid: "cloud://fuzz-env/a.png" }], [{ fileid: "x" }]],
  function_name: ["router", "DCloud-clientDB", "nope"],
  request_data: PATHS.slice(0, 40).map((path) => JSON.stringify({ $url: path, data: {} })),
};
const tcbVocabulary: Vocabulary = (name) => TCB_WORDS[name] ?? [];

/**
 * An honest input of an action, from its contract: every field it names, a known word for it when there is
 * one (else a value of its schema), so that the sweep reaches the action's own code.
 */
function honestInput(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const words = tcbVocabulary(name);
    fields[name] = words.length > 0 ? fc.constantFrom(...words) : arbitraryFor(field, tcbVocabulary, name);
  }
  return fc.record(fields);
}

/** The input of an action as generated from its contract: valid-ish, or one field (or all) made hostile. */
function tcbFields(
  action: string,
  honest: boolean,
): fc.Arbitrary<(world: GatewayWorld) => Record<string, unknown>> {
  const contract = Object.hasOwn(TCB_CONTRACTS, action)
    ? TCB_CONTRACTS[action as keyof typeof TCB_CONTRACTS]
    : undefined;
  // An action no contract has: any contract's fields, for the refusal of the action itself.
  const schema = inputSchemaOf((contract ?? TCB_CONTRACTS["auth.signIn"]).input);
  const drawn = honest
    ? honestInput(schema)
    : (arbitraryFor(schema, tcbVocabulary) as fc.Arbitrary<Record<string, unknown>>).chain(
        // One field (or the whole body) made hostile at a time: most bodies then still reach an action.
        (record) => mutate(record, false) as fc.Arbitrary<Record<string, unknown>>,
      );
  return drawn.map((mutated) => (world: GatewayWorld) => {
    // A body swapped whole for a hostile value goes as one field: the action and env stay on top.
    const record = typeof mutated === "object" && mutated !== null ? mutated : { value: mutated };
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record))
      out[key] =
        value === WORLD_USERNAME
          ? world.username()
          : value === WORLD_REFRESH
            ? world.tcbRefresh()
            : typeof value === "function"
              ? (value as () => unknown)()
              : value;
    return out;
  });
}

const tcbAction = fc.oneof(
  { arbitrary: fc.constantFrom(...TCB_ACTIONS), weight: 10 },
  { arbitrary: fc.constantFrom("auth.nope", "__proto__", "toString", "", "storage.uploadFile"), weight: 1 },
);

export function tcbRequestArbitrary(world: GatewayWorld, action?: string): fc.Arbitrary<TcbRequest> {
  const honest = action !== undefined;
  const token = fc.oneof(
    { arbitrary: honestToken(() => world.tcbAccess()), weight: 4 },
    // The honest sweep signs in as the user: an anonymous visitor may not reach every action.
    ...(honest ? [] : [{ arbitrary: honestToken(() => world.tcbAnonymous()), weight: 1 }]),
    ...(honest ? [] : [{ arbitrary: tokenVariant(() => world.tcbAccess()), weight: 3 }]),
  );
  return fc.tuple(honest ? fc.constant(action) : tcbAction, token).chain(([a, t]) =>
    fc
      .record({
        kind: fc.constant("tcb" as const),
        action: fc.constant(a),
        env: honest
          ? fc.constant("right" as const)
          : fc.constantFrom(
              ...(["right", "right", "right", "right", "wrong", "missing", "query only"] as const),
            ),
        token: fc.constant(t),
        fields: tcbFields(a, honest).map((fields) => () => fields(world)),
        seqId: fc.constantFrom(undefined, "s1", "x".repeat(100)),
      })
      .map(({ seqId, fields, ...rest }) => ({
        ...rest,
        fields: () => ({ ...fields(), ...(seqId === undefined ? {} : { seqId }) }),
      })),
  );
}

export function tcbHttp(r: TcbRequest): HttpRequest {
  const token = r.token.get();
  const body = {
    ...r.fields(),
    action: r.action,
    ...(r.env === "right" ? { env: ENV } : r.env === "wrong" ? { env: "other-env" } : {}),
    ...(token !== undefined ? { access_token: token } : {}),
  };
  return {
    method: "POST",
    url: r.env === "wrong" ? "/tcb/web?env=other-env" : `/tcb/web?env=${ENV}`,
    headers: { "content-type": "application/json;charset=UTF-8" },
    payload: jsonText(body),
  };
}

/**
 * The answers an action may give, from its contract: each declared error's SDK code, with the Roster number
 * it comes with (none for the gateway's own refusals). An action no contract has may answer the common ones.
 */
function declaredOf(action: string): ReadonlyMap<string, ReadonlySet<number | undefined>> {
  const contract = Object.hasOwn(TCB_CONTRACTS, action)
    ? TCB_CONTRACTS[action as keyof typeof TCB_CONTRACTS]
    : undefined;
  const names = [...GATEWAY_COMMON_ERRORS.tcb, ...(contract ? gatewayErrorsOf(contract) : [])];
  const declared = new Map<string, Set<number | undefined>>();
  for (const name of names) {
    const code = tcbCodeOf(name);
    const numbers = declared.get(code) ?? new Set<number | undefined>();
    numbers.add(isSdkRefusal(name) ? undefined : ERRORS[name].code);
    declared.set(code, numbers);
  }
  return declared;
}
const DECLARED = new Map<string, ReadonlyMap<string, ReadonlySet<number | undefined>>>();

/** The refusals of the pipeline before an action's handler runs (its body, env, rate, caller, input). */
const TCB_GATE = new Set(
  (
    [
      "tcbBadBody",
      "tcbInvalidEnv",
      "tcbInvalidAction",
      "tcbInvalidParam",
      "tcbRateLimited",
      "tcbAccessTokenExpired",
      "tcbAccountRequired",
    ] as const
  ).map(tcbCodeOf),
);
/** The actions that read no access token, from their contracts. */
const NO_TOKEN = new Set(
  Object.values(TCB_CONTRACTS)
    .filter((contract) => contract.caller === "none")
    .map((contract) => contract.action),
);

export function tcbViolations(
  r: TcbRequest,
  body: unknown,
  sent: Record<string, unknown>,
): { violations: Violation[]; reached: boolean; code: string } {
  const violations: Violation[] = [];
  const answer = (body ?? {}) as { code?: unknown; rosterCode?: unknown; data?: { response_data?: unknown } };
  const code = answer.code === undefined ? "ok" : String(answer.code);
  // Every answer is in the SDK's shape, a body the transport refuses (not JSON, too deep) included, and
  // carries an error its action's contract declares.
  if (answer.code !== undefined) {
    const declared = DECLARED.get(r.action) ?? declaredOf(r.action);
    DECLARED.set(r.action, declared);
    const rosterCode = typeof answer.rosterCode === "number" ? answer.rosterCode : undefined;
    if (!declared.get(code)?.has(rosterCode))
      violations.push({
        rule: "undeclared code",
        detail: `/tcb ${r.action} ${code} (rosterCode ${String(answer.rosterCode)})`,
      });
  }
  const inner = answer.data?.response_data;
  if (typeof inner === "string" && inner.includes(`"code":${ERRORS.internal.code},`))
    violations.push({ rule: "internal error code", detail: "router answer through /tcb" });
  if (!r.token.honest && r.token.get() !== undefined && code === "ok" && !NO_TOKEN.has(r.action))
    violations.push({ rule: "invalid token accepted", detail: `/tcb ${r.action}` });
  // A ticket in another spelling (issue 27), or signed with another secret, never signs in or links.
  if (TICKET_ACTIONS.has(r.action) && code === "ok" && !ISSUED_TICKETS.has(String(sent.ticket)))
    violations.push({ rule: "invalid ticket accepted", detail: `/tcb ${r.action}` });
  return { violations, reached: !TCB_GATE.has(code), code };
}
