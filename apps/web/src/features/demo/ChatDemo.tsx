import { SOCKET_URLS } from "@roster/contract";
import Button from "antd-mobile/es/components/button";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { chatDemoTexts } from "../../i18n/groups/chat-demo";
import { navigateToLogin } from "../../lib/navigation";
import { connectWebSocket, type SocketConnection } from "../../lib/socket";
import { useSession } from "../../store/use-session";
import { useSocketState } from "../push/use-live-updates";
import styles from "./chat.module.css";
import { type ChatLine, readChatMessage } from "./chat-messages";

registerTexts(chatDemoTexts);

let nextId = 0;

/**
 * The WebSocket demo: join a channel of the template's chat object, send lines, and see the lines other
 * tabs send to the same channel. Signed-in users only (the chat is a kh object).
 */
export function ChatDemo() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const [channel, setChannel] = useState("default");
  const [connection, setConnection] = useState<SocketConnection | null>(null);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const add = (line: Omit<ChatLine, "id">) =>
    setLines((all) => [...all, { ...line, id: ++nextId }].slice(-50));

  const join = () => {
    const joined = connectWebSocket({ url: SOCKET_URLS.chat, channel: channel.trim() || "default" });
    joined.onMessage((message) => add({ mine: false, ...readChatMessage(message) }));
    joined.onVkMessage((message) => {
      if (message.type === "error") {
        add({
          mine: false,
          from: "",
          text: t("chat.error", { code: message.err.code, msg: message.err.msg }),
          error: true,
        });
      }
    });
    setConnection(joined);
  };
  const leave = () => {
    connection?.close({ code: 1000, reason: "left" });
    setConnection(null);
  };
  const current = useRef(connection);
  current.current = connection;
  useEffect(() => () => current.current?.close({ code: 1000, reason: "left" }), []);

  if (!signedIn) {
    return (
      <section className={styles.chat}>
        <h2>{t("chat.title")}</h2>
        <p className={styles.hint}>{t("chat.signIn")}</p>
        <Button size="small" color="primary" onClick={() => navigateToLogin()}>
          {t("common.goSignIn")}
        </Button>
      </section>
    );
  }
  return (
    <section className={styles.chat} aria-label={t("chat.title")}>
      <h2>{t("chat.title")}</h2>
      <p className={styles.hint}>{t("chat.intro", { url: SOCKET_URLS.chat })}</p>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t("chat.channel")}</span>
          <input
            value={channel}
            maxLength={64}
            disabled={connection !== null}
            onChange={(e) => setChannel(e.target.value)}
          />
        </label>
        {connection ? (
          <Button size="small" onClick={leave}>
            {t("chat.leave")}
          </Button>
        ) : (
          <Button size="small" color="primary" onClick={join}>
            {t("chat.join")}
          </Button>
        )}
      </div>
      {connection && (
        <ChatRoom
          connection={connection}
          lines={lines}
          onSent={(text) => add({ mine: true, from: "", text })}
          onFailed={(text) => add({ mine: true, from: "", text: t("chat.notSent", { text }), error: true })}
        />
      )}
    </section>
  );
}

function ChatRoom(props: {
  connection: SocketConnection;
  lines: ChatLine[];
  onSent: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const { t } = useTranslation();
  const state = useSocketState(props.connection);
  const [draft, setDraft] = useState("");
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft("");
    try {
      await props.connection.send({ data: { text } });
      props.onSent(text);
    } catch {
      // The socket was closed under the form (left, signed out): the line was not sent.
      props.onFailed(text);
    }
  };
  const status =
    state === "connected"
      ? t("chat.connected", { cid: props.connection.cid?.slice(0, 8) })
      : t(`chat.${state}`);
  return (
    <>
      <p className={styles.status} data-state={state} role="status" data-testid="chat-status">
        <span className={styles.dot} aria-hidden="true" />
        {status}
      </p>
      <ol className={styles.lines} aria-live="polite" data-testid="chat-lines">
        {props.lines.length === 0 && <li className={styles.empty}>{t("chat.empty")}</li>}
        {props.lines.map((line) => (
          <li key={line.id} className={line.error ? styles.error : line.mine ? styles.mine : styles.theirs}>
            <span className={styles.who}>
              {line.mine ? t("chat.me") : line.from ? line.from.slice(0, 8) : t("chat.someone")}
            </span>
            {line.text}
          </li>
        ))}
      </ol>
      <form className={styles.row} onSubmit={(e) => void send(e)}>
        <label className={styles.field}>
          <span>{t("chat.message")}</span>
          <input
            value={draft}
            maxLength={500}
            placeholder={t("chat.messagePlaceholder")}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <Button size="small" color="primary" type="submit" disabled={state !== "connected"}>
          {t("chat.send")}
        </Button>
      </form>
    </>
  );
}
