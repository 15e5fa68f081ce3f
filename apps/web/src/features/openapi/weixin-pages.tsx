import Button from "antd-mobile/es/components/button";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../i18n";
import { TextField } from "../form/TextField";
import { sendWeixinMessage, weixinLink, weixinMiniCode } from "./api";
import { ImageCheckForm, imageLimit, TextCheckForm } from "./forms";
import { Card, CodeImage, DemoPage, Outcome, Select, Submit, SubPages, styles, useAction } from "./parts";

type EnvVersion = "release" | "trial" | "develop";
const BASE = "/pages_template/openapi/weixin";
const WEIXIN_MP = { provider: "weixin", platform: "mp-weixin" };

function EnvSelect({ value, onChange }: { value: EnvVersion; onChange: (v: EnvVersion) => void }) {
  const { t } = useTranslation();
  const options = (["release", "trial", "develop"] as const).map((v) => ({
    value: v,
    label: t(`openapi.weixin.env.${v}`),
  }));
  return (
    <Select label={t("openapi.weixin.envVersion")} value={value} options={options} onChange={onChange} />
  );
}

function QrcodeCard() {
  const { t } = useTranslation();
  const [scene, setScene] = useState("");
  const [env, setEnv] = useState<EnvVersion>("release");
  const action = useAction<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => (await weixinMiniCode(scene.trim() || undefined, env)).base64);
  };
  return (
    <Card title={t("openapi.miniCode")}>
      <form onSubmit={submit} noValidate>
        <TextField label={t("openapi.scene")} value={scene} onChange={setScene} maxLength={32} />
        <EnvSelect value={env} onChange={setEnv} />
        <Submit busy={action.busy}>{t("openapi.getCode")}</Submit>
      </form>
      <Outcome problem={action.problem} />
      {action.result && (
        <CodeImage src={action.result} alt={t("openapi.codeImage", { page: "pages/index/index" })} />
      )}
    </Card>
  );
}

function LinkCard({ kind }: { kind: "scheme" | "urllink" }) {
  const { t } = useTranslation();
  const [path, setPath] = useState("pages/index/index");
  const [query, setQuery] = useState("");
  const [env, setEnv] = useState<EnvVersion>("release");
  const action = useAction<string>();
  const scheme = kind === "scheme";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => weixinLink(kind, path.trim(), query.trim(), env));
  };
  return (
    <Card
      title={t(scheme ? "openapi.weixin.scheme" : "openapi.weixin.urlLink")}
      hint={t(scheme ? "openapi.weixin.schemeHint" : "openapi.weixin.urlLinkHint")}
    >
      <form onSubmit={submit} noValidate>
        <TextField label={t("openapi.page")} value={path} onChange={setPath} maxLength={128} />
        <TextField label={t("openapi.weixin.query")} value={query} onChange={setQuery} maxLength={1024} />
        <EnvSelect value={env} onChange={setEnv} />
        <Submit busy={action.busy}>
          {t(scheme ? "openapi.weixin.getScheme" : "openapi.weixin.getUrlLink")}
        </Submit>
      </form>
      <Outcome problem={action.problem}>
        {action.result && (
          <a href={action.result} rel="noreferrer">
            {action.result}
          </a>
        )}
      </Outcome>
    </Card>
  );
}

/** `/pages_template/openapi/weixin/weixin`: mini-program code, URL scheme and URL link; the sub-pages. */
export function WeixinPage() {
  const { t } = useTranslation();
  return (
    <DemoPage title={t("openapi.weixin.title")} intro={t("openapi.weixin.intro")} platform={WEIXIN_MP}>
      <QrcodeCard />
      <LinkCard kind="scheme" />
      <LinkCard kind="urllink" />
      <SubPages
        pages={[
          { path: `${BASE}/msgSecCheck`, title: t("openapi.weixin.msgTitle") },
          { path: `${BASE}/imgSecCheck`, title: t("openapi.weixin.imgTitle") },
          { path: `${BASE}/sendMessage`, title: t("openapi.weixin.sendTitle") },
        ]}
      />
    </DemoPage>
  );
}

/** `/pages_template/openapi/weixin/msgSecCheck`: WeChat's text check for the caller's own openid. */
export function WeixinMsgPage() {
  const { t } = useTranslation();
  return (
    <DemoPage title={t("openapi.weixin.msgTitle")} intro={t("openapi.weixin.msgIntro")} platform={WEIXIN_MP}>
      <TextCheckForm platform="weixin" />
    </DemoPage>
  );
}

/** `/pages_template/openapi/weixin/imgSecCheck`: WeChat's picture check (1 MB at most). */
export function WeixinImgPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t("openapi.weixin.imgTitle")}
      intro={t("openapi.weixin.imgIntro", { limit: imageLimit() })}
      platform={WEIXIN_MP}
    >
      <ImageCheckForm platform="weixin" />
    </DemoPage>
  );
}

/** `/pages_template/openapi/weixin/sendMessage`: the demo subscribe message, sent to the caller. */
export function WeixinSendPage() {
  const { t } = useTranslation();
  const action = useAction<string>();
  const send = () => void action.run(async () => String((await sendWeixinMessage()).msgid ?? "-"));
  return (
    <DemoPage
      title={t("openapi.weixin.sendTitle")}
      intro={t("openapi.weixin.sendIntro")}
      platform={WEIXIN_MP}
    >
      <Card title={t("openapi.weixin.sendTitle")}>
        <div className={styles.actions}>
          <Button block shape="rounded" color="primary" loading={action.busy} onClick={send}>
            {t("openapi.weixin.sendButton")}
          </Button>
        </div>
        <Outcome problem={action.problem}>
          {action.result && t("openapi.weixin.sent", { msgid: action.result })}
        </Outcome>
      </Card>
    </DemoPage>
  );
}
