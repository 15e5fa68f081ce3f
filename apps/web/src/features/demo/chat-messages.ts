/** One line of the chat demo. */
export interface ChatLine {
  id: number;
  mine: boolean;
  from: string;
  text: string;
  error?: boolean;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/**
 * The text and sender of a chat message as a server relays it: `{from, data: {text}}` (or `cid`,
 * `user_id` for the sender; `text` at the top); plain text as it came; anything else as JSON.
 */
export function readChatMessage(message: unknown): { from: string; text: string } {
  const from = [field(message, "from"), field(message, "cid"), field(message, "user_id")].find(
    (v): v is string => typeof v === "string",
  );
  const text = [field(field(message, "data"), "text"), field(message, "text"), message].find(
    (v): v is string => typeof v === "string",
  );
  return { from: from ?? "", text: text ?? JSON.stringify(message) };
}
