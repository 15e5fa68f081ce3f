import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { CallError } from "../../lib/request";
import { lookUpInviter } from "./api";

/** What is known of an invite code's owner: nothing yet, their name, or that no account has the code. */
export type InviterHint = { kind: "none" } | { kind: "found"; name: string } | { kind: "unknown" };

/**
 * Looks up who owns an invite code (a public route), once per distinct code: `check(code)` on blur, and at
 * once for a code that came filled in. Failures only leave the hint empty: registration still decides.
 */
export function useInviterHint(initialCode: string) {
  const { t } = useTranslation();
  const [hint, setHint] = useState<InviterHint>({ kind: "none" });
  const checked = useRef("");
  const check = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (code === checked.current) return;
      checked.current = code;
      if (code === "") {
        setHint({ kind: "none" });
        return;
      }
      try {
        const { userInfo } = await lookUpInviter({ code });
        if (checked.current !== code) return;
        setHint(
          userInfo ? { kind: "found", name: userInfo.nickname || t("invite.someone") } : { kind: "unknown" },
        );
      } catch (error) {
        if (!(error instanceof CallError)) throw error;
        if (checked.current === code) setHint({ kind: "none" });
      }
    },
    [t],
  );
  // A code from the share link is looked up once, when the page opens.
  const initial = useRef(initialCode);
  useEffect(() => {
    if (initial.current) void check(initial.current);
  }, [check]);
  /** Forgets the hint while the code is being edited. */
  const clear = () => {
    checked.current = "";
    setHint({ kind: "none" });
  };
  return { hint, check, clear };
}
