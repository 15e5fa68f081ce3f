import * as ERROR_CODES from "@roster/contract/errors/codes";
import { useCallback, useRef, useState } from "react";
import { CallError } from "../../lib/request";

/** Whether a call was refused for want of a recent proof of who holds the session (91508). */
export const needsRecentAuth = (error: unknown): error is CallError =>
  error instanceof CallError && error.code === ERROR_CODES.recentAuthRequired;

/**
 * The refusal of a call whose re-authentication sheet the person closed: the call's 91508, theirs to
 * know already, so that a one-tap action says nothing (a form may still say it, next to its button).
 */
export class ReauthClosed extends CallError {
  constructor(refusal: CallError) {
    super(refusal.code, refusal.msg, refusal.kind, refusal.body);
    this.name = "ReauthClosed";
  }
}

/** What the {@link ReauthSheet} of a {@link useRecentAuth} needs: whether it shows, and its two ends. */
export interface ReauthSheetState {
  visible: boolean;
  /** The person proved who they are: the waiting calls are made again. */
  onDone: () => void;
  /** The person closed the sheet: the waiting calls fail with their 91508 ({@link ReauthClosed}). */
  onCancel: () => void;
}

interface Waiting {
  resolve: () => void;
  reject: () => void;
}

/**
 * Answers the 91508 of a `recentAuth` route: `withRecentAuth(call)` makes the call (made with
 * `needAlert: false`); when it answers 91508, the re-authentication sheet opens (render a
 * {@link ReauthSheet} with `sheet`), and after a good `reauthenticate` the call is made once more, its
 * answer (or refusal, a second 91508 too) the caller's. Closing the sheet rejects with the first 91508 as
 * a {@link ReauthClosed}, which a one-tap action leaves unsaid. Calls refused while the sheet is open wait
 * for the same proof.
 */
export function useRecentAuth() {
  const [visible, setVisible] = useState(false);
  const waiting = useRef<Waiting[]>([]);
  const settle = (proved: boolean) => {
    const settled = waiting.current;
    waiting.current = [];
    setVisible(false);
    for (const w of settled) proved ? w.resolve() : w.reject();
  };
  const withRecentAuth = useCallback(async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!needsRecentAuth(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        waiting.current.push({ resolve, reject: () => reject(new ReauthClosed(error)) });
        setVisible(true);
      });
    }
    // Once: a second 91508 (a proof older than the call, which cannot happen) is the caller's to say.
    return call();
  }, []);
  const sheet: ReauthSheetState = {
    visible,
    onDone: () => settle(true),
    onCancel: () => settle(false),
  };
  return { withRecentAuth, sheet };
}
