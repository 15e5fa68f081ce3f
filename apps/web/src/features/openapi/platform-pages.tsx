import { useTranslation } from "../../i18n";
import { CodeToSessionForm, ImageCheckForm, imageLimit, MiniCodeForm, TextCheckForm } from "./forms";
import { DemoPage, SubPages } from "./parts";

const MP = {
  qq: { provider: "qq", platform: "mp-qq" },
  douyin: { provider: "douyin", platform: "mp-toutiao" },
  alipay: { provider: "alipay", platform: "mp-alipay" },
};

/** `/pages_template/openapi/<qq|douyin>/<qq|douyin>`: code2Session, mini-program code, the check pages. */
export function MiniProgramPage({ platform }: { platform: "qq" | "douyin" }) {
  const { t } = useTranslation();
  const base = `/pages_template/openapi/${platform}`;
  return (
    <DemoPage
      title={t(`openapi.${platform}.title`)}
      intro={t(`openapi.${platform}.intro`)}
      platform={MP[platform]}
    >
      <CodeToSessionForm platform={platform} />
      <MiniCodeForm platform={platform} />
      <SubPages
        pages={[
          { path: `${base}/msgSecCheck`, title: t(`openapi.${platform}.msgTitle`) },
          { path: `${base}/imgSecCheck`, title: t(`openapi.${platform}.imgTitle`) },
        ]}
      />
    </DemoPage>
  );
}

/** `/pages_template/openapi/<qq|douyin>/msgSecCheck`. */
export function MsgCheckPage({ platform }: { platform: "qq" | "douyin" }) {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t(`openapi.${platform}.msgTitle`)}
      intro={t(`openapi.${platform}.msgIntro`)}
      platform={MP[platform]}
    >
      <TextCheckForm platform={platform} />
    </DemoPage>
  );
}

/** `/pages_template/openapi/<qq|douyin>/imgSecCheck`. */
export function ImgCheckPage({ platform }: { platform: "qq" | "douyin" }) {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t(`openapi.${platform}.imgTitle`)}
      intro={t(`openapi.${platform}.imgIntro`, { limit: imageLimit() })}
      platform={MP[platform]}
    >
      <ImageCheckForm platform={platform} />
    </DemoPage>
  );
}

/** `/pages_template/openapi/alipay/alipay`: code2Session and the mini-program code (a picture's address). */
export function AlipayPage() {
  const { t } = useTranslation();
  return (
    <DemoPage title={t("openapi.alipay.title")} intro={t("openapi.alipay.intro")} platform={MP.alipay}>
      <CodeToSessionForm platform="alipay" />
      <MiniCodeForm platform="alipay" hint={t("openapi.alipay.codeImageHint")} />
    </DemoPage>
  );
}
