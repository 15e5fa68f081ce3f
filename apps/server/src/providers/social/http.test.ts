import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { RosterError } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callProvider, parseJsonObject, providerCall } from "./http.js";

let base = "";
let redirectsFollowed = 0;
const server = createServer((req, res) => {
  const path = req.url?.split("?")[0];
  if (path === "/hang") return; // never answers
  if (path === "/moved") {
    redirectsFollowed = 0;
    return void res.writeHead(307, { location: `${base}/elsewhere` }).end();
  }
  if (path === "/elsewhere") {
    redirectsFollowed++;
    return void res.writeHead(200, { "content-type": "application/json" }).end("{}");
  }
  if (path === "/text")
    return void res.writeHead(200, { "content-type": "text/plain" }).end('{"openid":"o1"}');
  if (path === "/html")
    return void res.writeHead(502, { "content-type": "text/html" }).end("<html>bad gateway</html>");
  res.writeHead(200, { "content-type": "image/png" }).end(Buffer.from([1, 2, 3]));
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("callProvider", () => {
  it("never follows a redirect (the request holds secrets), in either client", async () => {
    const moved = { provider: "weixin", base, path: "/moved", json: { secret: "s" }, timeoutMs: 1000 };
    expect(((await callProvider(moved).catch((e: unknown) => e)) as RosterError).code).toBe(91202);
    const alipay = await providerCall("alipay", `${base}/moved`, { method: "POST" }, 1000).catch(
      (e: unknown) => e,
    );
    expect((alipay as RosterError).code).toBe(91202);
    expect(redirectsFollowed).toBe(0);
  });

  it("reads JSON whatever the content-type, and bytes for images", async () => {
    expect(await callProvider({ provider: "weixin", base, path: "/text", timeoutMs: 1000 })).toMatchObject({
      kind: "json",
      body: { openid: "o1" },
    });
    expect(await callProvider({ provider: "weixin", base, path: "/img", timeoutMs: 1000 })).toMatchObject({
      kind: "bytes",
      contentType: "image/png",
    });
  });

  it("gives up after PROVIDER_HTTP_TIMEOUT_MS, and on an answer that is not the protocol, without the URL's secrets", async () => {
    const started = Date.now();
    const error = await callProvider({
      provider: "qq",
      base,
      path: "/hang",
      query: { secret: "s3cr3t" },
      timeoutMs: 200,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RosterError);
    expect((error as RosterError).code).toBe(91202);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(JSON.stringify(error) + String(error)).not.toContain("s3cr3t");
    const html = await callProvider({ provider: "qq", base, path: "/html", timeoutMs: 1000 }).catch(
      (e: unknown) => e,
    );
    expect((html as RosterError).code).toBe(91202);
  });

  it("reads QQ's JSONP wrapper", () => {
    expect(parseJsonObject('callback( {"client_id":"1","openid":"o"} );')).toEqual({
      client_id: "1",
      openid: "o",
    });
    expect(parseJsonObject("nothing")).toBeUndefined();
  });
});
