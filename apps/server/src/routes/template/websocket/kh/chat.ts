import { chat } from "@roster/contract/routes";
import { handleSocket, type SocketRef } from "../../../../router/types.js";
import { nicknameOf } from "../../../../services/accounts/users.js";
import type { Services } from "../../../../services/services.js";

/** Tells everyone on the socket's channel (on every process). */
const tell = (services: Services, socket: SocketRef, message: Record<string, unknown>) =>
  services.push.toChannel(socket.url, socket.channel, { ...message, channel: socket.channel });

export default handleSocket(chat, {
  async connect(_input, ctx) {
    const from = { uid: ctx.auth.uid, nickname: ctx.auth.user.nickname };
    tell(ctx.services, ctx.socket, { type: "join", from, time: ctx.services.clock.now() });
  },
  async message(input, ctx) {
    const from = { uid: ctx.auth.uid, nickname: ctx.auth.user.nickname };
    tell(ctx.services, ctx.socket, { type: "chat", from, text: input.text, time: ctx.services.clock.now() });
  },
  async disconnect(ctx) {
    if (!ctx.uid) return;
    const from = { uid: ctx.uid, nickname: await nicknameOf(ctx.services.db, ctx.uid) };
    tell(ctx.services, ctx.socket, { type: "leave", from, time: ctx.services.clock.now() });
  },
});
