import type { UserInfo } from "@roster/contract";
import List from "antd-mobile/es/components/list";
import { lazy, useState } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { codeTexts } from "../../i18n/groups/codes";
import type { Channel } from "../codes/api";
import { maskRecipient } from "../codes/mask-recipient";
import { ModalSheet } from "../layout/ModalSheet";
import { OnceOpened } from "../layout/OnceOpened";
import { ActionSheet } from "../layout/overlays";

registerTexts(codeTexts);

type Flow = "bind" | "change" | "unbind";

// Loaded on first opening (inside the sheet's Suspense boundary): not part of the profile's first screen.
const forms = () => import("./IdentityForms");
const FORMS = {
  bind: lazy(() => forms().then((m) => ({ default: m.BindForm }))),
  change: lazy(() => forms().then((m) => ({ default: m.ChangeForm }))),
  unbind: lazy(() => forms().then((m) => ({ default: m.UnbindForm }))),
} as const;
const TITLES = { bind: "bindTitle", change: "changeTitle", unbind: "unbindTitle" } as const;

/**
 * The profile's mobile or e-mail row, masked (`138****8000`). Tapping it links one when the account has
 * none confirmed, else offers to change or unlink it; each flow opens in a sheet with its code step. The
 * answer's userInfo refreshes the profile through the request layer.
 */
export function IdentityItem({ channel, user }: { channel: Channel; user: Partial<UserInfo> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Flow | "choose" | null>(null);
  // The sheet's flow outlives `open`, so that the sheet keeps its content while it slides away.
  const [flow, setFlow] = useState<Flow>("bind");
  const value = user[channel] ?? "";
  const bound = value !== "" && user[channel === "mobile" ? "mobile_confirmed" : "email_confirmed"] === 1;
  const masked = value ? maskRecipient(channel, value) : undefined;
  const start = (next: Flow) => {
    setFlow(next);
    setOpen(next);
  };
  const close = () => setOpen(null);
  const Form = FORMS[flow];
  return (
    <>
      <List.Item
        extra={masked ?? t("common.notLinked")}
        onClick={() => (bound ? setOpen("choose") : start("bind"))}
      >
        {t(channel === "mobile" ? "profile.mobile" : "profile.email")}
      </List.Item>
      <OnceOpened visible={open === "choose"}>
        <ActionSheet
          visible={open === "choose"}
          onClose={() => setOpen((current) => (current === "choose" ? null : current))}
          extra={masked}
          cancelText={t("common.cancel")}
          actions={[
            { key: "change", text: t(`bind.${channel}.change`), onClick: () => start("change") },
            {
              key: "unbind",
              text: t(`bind.${channel}.unbind`),
              danger: true,
              onClick: () => start("unbind"),
            },
          ]}
        />
      </OnceOpened>
      <ModalSheet
        visible={open === flow}
        onClose={close}
        destroyOnClose
        title={t(`bind.${channel}.${TITLES[flow]}`)}
      >
        <Form channel={channel} current={value} onDone={close} />
      </ModalSheet>
    </>
  );
}
