import { ADMIN } from "./server";

/** Calls a router route of the server directly (no browser), with a token when given. */
async function callRoute(
  baseUrl: string,
  route: string,
  data: Record<string, unknown>,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/router/${route}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "vk-locale": "en",
      ...(token ? { "uni-id-token": token } : {}),
    },
    body: JSON.stringify(data),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (body.code !== 0) throw new Error(`${route} answered ${body.code}: ${String(body.msg)}`);
  return body;
}

interface OutboxRow {
  _id: string;
  recipient: string;
  text: string;
}

/**
 * Reads verification codes from the server's console outbox (`user/sys/getOutbox`) as the first admin:
 * `nextCode` waits until the newest message to `recipient` is one not read before and returns its 6
 * digits.
 */
export async function openOutbox(baseUrl: string) {
  const login = await callRoute(baseUrl, "user/pub/login", {
    username: ADMIN.username,
    password: ADMIN.password,
  });
  const token = (login.vk_uni_token as { token: string }).token;
  const read = new Set<string>();
  return {
    async nextCode(channel: "sms" | "email", recipient: string): Promise<string> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const body = await callRoute(
          baseUrl,
          "user/sys/getOutbox",
          { channel, recipient, pageSize: 5 },
          token,
        );
        const rows = body.rows as OutboxRow[];
        const newest = rows[0];
        const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
        if (newest && !read.has(newest._id) && code) {
          for (const row of rows) read.add(row._id);
          return code;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No new ${channel} message to ${recipient} in the outbox within 10 s`);
    },
  };
}
