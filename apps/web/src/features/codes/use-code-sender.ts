import { type CodePurpose, LIMITS } from "@roster/contract";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { useDebouncedAction } from "../../lib/debounce";
import { CallError, toastMessage } from "../../lib/request";
import { showRefusal } from "../form/server-errors";
import { type Channel, sendCode } from "./api";
import { maskRecipient } from "./mask-recipient";
import { useCountdown } from "./use-countdown";

/** The longest wait the button counts down; longer ones are only said under the field. */
const MAX_COUNTDOWN_SECONDS = 10 * 60;

/** What a code field needs from its sender: the action, and the state of the button. */
export interface CodeSender {
  /** Sends a code (debounced 1000 ms); does nothing while counting down or when the recipient is invalid. */
  send: () => void;
  sending: boolean;
  /** Seconds before another code may be asked for; 0 when the button is free. */
  remaining: number;
  /** Whether a code went out (or was refused as too soon) since the field appeared. */
  sent: boolean;
}

/**
 * Sends codes of one purpose to one channel. `recipient` returns the checked mobile or e-mail (showing the
 * field's message and returning undefined when it is wrong). A refusal (too soon, a daily cap, a number the
 * server will not send to) is handed to `refused`, which shows it under the field the code goes to (or,
 * when the form has none, under the code field). After a send the button waits 60 s; when a refusal
 * carries `retryAfter` (50303 too soon, 92100 the minute's budget spent) it waits the seconds the server
 * gave, up to ten minutes.
 */
export function useCodeSender(options: {
  channel: Channel;
  purpose: CodePurpose;
  recipient: () => string | undefined;
  refused: (message: string) => void;
}): CodeSender {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const run = async () => {
    if (countdown.remaining > 0 || sending) return;
    const to = options.recipient()?.trim();
    if (!to) return;
    setSending(true);
    try {
      await sendCode(options.channel, to, options.purpose);
      countdown.start(LIMITS.codeResendSeconds);
      setSent(true);
      void toastMessage(t("codeField.sent", { to: maskRecipient(options.channel, to) }), "success");
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      showRefusal(error, { fields: [], show: () => {}, showForm: options.refused });
      // Any refusal that says when to try again (50303 too soon, a spent per-minute budget) waits that
      // long on the button; a wait of hours (a daily cap) is only said, not counted down.
      const retryAfter = Number(error.body?.retryAfter);
      if (retryAfter > 0 && retryAfter <= MAX_COUNTDOWN_SECONDS) {
        countdown.start(retryAfter);
        setSent(true);
      }
    } finally {
      setSending(false);
    }
  };

  const send = useDebouncedAction(() => void run(), LIMITS.buttonDebounceMs);
  return { send, sending, remaining: countdown.remaining, sent };
}
