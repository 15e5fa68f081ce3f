import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AlipayServer, AlipayUser } from "../../apps/server/src/test/social/alipay-server.js";
import type { FakeWeixin, WeixinGrant } from "../../apps/server/src/test/social/weixin-server.js";

/** One consent-page request the fake received: its path and query, for assertions. */
export interface ConsentVisit {
  path: string;
  query: Record<string, string>;
}

/** The providers' consent pages: WeChat's QR page (WEIXIN_OPEN_ENDPOINT) and Alipay's (ALIPAY_AUTH_ENDPOINT). */
export interface ConsentPages {
  url: string;
  visits: ConsentVisit[];
  close(): Promise<void>;
}

const htmlText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** The consent page: the request's parameters carried in hidden fields, and an Allow button. */
const page = (title: string, text: string, action: string, query: Record<string, string>) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="font-family: sans-serif; text-align: center; padding: 48px 16px">
<h1>${title}</h1><p>${text}</p>
<form method="get" action="${action}">
${Object.entries(query)
  .map(([name, value]) => `<input type="hidden" name="${htmlText(name)}" value="${htmlText(value)}">`)
  .join("\n")}
<input type="hidden" name="consent" value="1">
<button type="submit" style="font-size: 18px; padding: 10px 32px">Allow</button></form>
</body></html>`;

/** The redirect back: the provider's parameters go in the query of `redirect_uri`, before its hash. */
function back(redirectUri: string, params: Record<string, string>): string {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/**
 * Starts the consent pages on 127.0.0.1. WeChat `connect/qrconnect` checks appid, response_type=code and
 * scope=snsapi_login, shows an Allow button, then issues a single-use code on the fake WeChat API for
 * `weixinUser` and redirects to `redirect_uri?code=..&state=..`. Alipay `oauth2/publicAppAuthorize.htm`
 * checks app_id and scope=auth_user, then issues an auth code on the fake gateway for `alipayUser` and
 * redirects to `redirect_uri?app_id=..&source=alipay_wallet&scope=auth_user&auth_code=..&state=..`.
 */
export async function startConsentPages(options: {
  weixin: FakeWeixin;
  weixinAppid: string;
  weixinUser: () => Omit<WeixinGrant, "appid">;
  alipay: AlipayServer;
  alipayAppid: string;
  alipayUser: () => AlipayUser;
}): Promise<ConsentPages> {
  const visits: ConsentVisit[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const q = Object.fromEntries(url.searchParams);
    visits.push({ path: url.pathname, query: q });
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
      res.end(body);
    };
    const refuse = (why: string) => send(400, `<h1>Refused</h1><p>${why}</p>`);
    if (url.pathname === "/connect/qrconnect") {
      if (q.appid !== options.weixinAppid) return refuse("unknown appid");
      if (q.response_type !== "code" || q.scope !== "snsapi_login")
        return refuse("bad response_type or scope");
      if (!q.redirect_uri || !q.state) return refuse("redirect_uri and state are required");
      if (q.consent !== "1") {
        return send(200, page("WeChat", "Roster asks to sign you in with WeChat.", url.pathname, q));
      }
      const code = options.weixin.issueCode({
        ...options.weixinUser(),
        appid: q.appid,
        scope: "snsapi_login",
      });
      return send(302, "", { location: back(q.redirect_uri, { code, state: q.state }) });
    }
    if (url.pathname === "/oauth2/publicAppAuthorize.htm") {
      if (q.app_id !== options.alipayAppid) return refuse("unknown app_id");
      if (q.scope !== "auth_user") return refuse("bad scope");
      if (!q.redirect_uri || !q.state) return refuse("redirect_uri and state are required");
      if (q.consent !== "1") {
        return send(200, page("Alipay", "Roster asks for your Alipay account.", url.pathname, q));
      }
      const authCode = options.alipay.issueCode(options.alipayUser());
      const params = {
        app_id: q.app_id,
        source: "alipay_wallet",
        scope: "auth_user",
        auth_code: authCode,
        state: q.state,
      };
      return send(302, "", { location: back(q.redirect_uri, params) });
    }
    return refuse("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    visits,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
