import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { buildHttpServer } from "./server.js";

// Spanish and French over HTTP: the router's answers and the transport's own refusals speak the language
// the client names in vk-locale, else the browser's Accept-Language, else English.

let h: Harness;
let http: FastifyInstance;
beforeAll(async () => {
  h = await createHarness({ WEB_DIST: "/nonexistent" });
  http = await buildHttpServer(h.app);
});
afterAll(async () => {
  await http.close();
  await h.close();
});

const login = (
  headers: Record<string, string>,
  body = JSON.stringify({ username: "nobody_here", password: "x1" }),
) =>
  http.inject({
    method: "POST",
    url: "/router/user/pub/login",
    headers: { "content-type": "application/json", ...headers },
    payload: body,
  });

describe("the server's language", () => {
  it.each([
    [{ "vk-locale": "es" }, "Cuenta o contraseña incorrecta"],
    [{ "vk-locale": "fr-FR" }, "Identifiant ou mot de passe incorrect"],
    [{ "accept-language": "es-MX,es;q=0.9,en;q=0.8" }, "Cuenta o contraseña incorrecta"],
    [{ "accept-language": "de-DE,fr;q=0.8" }, "Identifiant ou mot de passe incorrect"],
    [{ "accept-language": "fr", "vk-locale": "en" }, "Wrong account or password"],
    [{}, "Wrong account or password"],
  ])("answers a route's refusal for %j in its language", async (headers, msg) => {
    const res = await login(headers);
    expect(res.json()).toMatchObject({ code: 10102, msg });
  });

  it("says the transport's refusals (malformed JSON) in Spanish and French too", async () => {
    const es = await login({ "vk-locale": "es" }, "{nope");
    expect(es.json().msg).toBe("El cuerpo de la solicitud no es un JSON válido");
    const fr = await login({ "accept-language": "fr-CA" }, "{nope");
    expect(fr.json().msg).toBe("Le corps de la requête n’est pas un JSON valide");
  });
});
