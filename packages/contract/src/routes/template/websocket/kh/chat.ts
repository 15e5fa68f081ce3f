import { z } from "zod";
import { socketConnected } from "../../../../schemas/push.js";
import { defineRoute } from "../../../define.js";

/** Who said something in the demo chat. */
const chatAuthor = z.object({ uid: z.string(), nickname: z.string() });

/**
 * The demo chat: a socket joins the channel its frames name, `{text}` goes to everyone on that channel
 * (the sender too, on every server process), and the channel hears who joins and leaves.
 */
export const chat = defineRoute({
  path: "template/websocket/kh/chat",
  input: z.object({}),
  output: socketConnected,
  socket: {
    message: z.object({ text: z.string().trim().min(1, { message: "required" }).max(1000) }),
    push: z.discriminatedUnion("type", [
      z.object({
        type: z.literal("chat"),
        channel: z.string(),
        from: chatAuthor,
        text: z.string(),
        time: z.number(),
      }),
      z.object({
        type: z.enum(["join", "leave"]),
        channel: z.string(),
        from: chatAuthor,
        time: z.number(),
      }),
    ]),
  },
});
