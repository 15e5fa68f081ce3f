import { OPENAPI_IMAGE_MAX_BYTES, OPENAPI_INLINE_IMAGE_MAX_BYTES } from "@roster/contract";
import { type FormEvent, useId, useState } from "react";
import { currentLocale, useTranslation } from "../../i18n";
import { TextField } from "../form/TextField";
import { formatBytes } from "../upload/format";
import { uploadFile } from "../upload/upload-file";
import { type CheckPlatform, checkImage, checkText, codeToSession, type ImageSource, miniCode } from "./api";
import { Card, CodeImage, Outcome, Submit, styles, TextArea, useAction } from "./parts";

const toDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });

/** The largest picture the platforms check, in the viewer's language: "1 MB", "1 Mo". */
export const imageLimit = (): string => formatBytes(OPENAPI_IMAGE_MAX_BYTES, currentLocale());

/** A text check: the text, the button, and the platform's verdict or refusal. */
export function TextCheckForm({ platform }: { platform: CheckPlatform }) {
  const { t } = useTranslation();
  const [content, setContent] = useState("");
  const action = useAction<true>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === "") return action.fail(t("openapi.contentRequired"));
    void action.run(async () => {
      await checkText(platform, content);
      return true;
    });
  };
  return (
    <Card title={t("openapi.checkTextTitle")}>
      <form onSubmit={submit} noValidate>
        <TextArea
          label={t("openapi.content")}
          value={content}
          onChange={setContent}
          placeholder={t("openapi.contentPlaceholder")}
          maxLength={2500}
        />
        <Submit busy={action.busy}>{t("openapi.send")}</Submit>
      </form>
      <Outcome problem={action.problem}>{action.result && t("openapi.passed")}</Outcome>
    </Card>
  );
}

/**
 * A picture check. A picture over 1 MB is refused here, before anything is sent; one within the inline
 * limit goes as a data URL, a bigger one (up to 1 MB) is uploaded to the caller's files and sent by id.
 */
export function ImageCheckForm({ platform }: { platform: CheckPlatform }) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const action = useAction<true>();
  const choose = async (chosen: File | undefined) => {
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) return action.fail(t("openapi.imageNotPicture"));
    if (chosen.size > OPENAPI_IMAGE_MAX_BYTES)
      return action.fail(
        t("openapi.imageTooBig", { size: formatBytes(chosen.size, currentLocale()), limit: imageLimit() }),
      );
    action.fail(null);
    setFile(chosen);
    setPreview(await toDataUrl(chosen));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !preview) return action.fail(t("openapi.chooseImage"));
    void action.run(async () => {
      const source: ImageSource =
        file.size <= OPENAPI_INLINE_IMAGE_MAX_BYTES
          ? { base64: preview }
          : { fileID: (await uploadFile(file)).file_id };
      await checkImage(platform, source);
      return true;
    });
  };
  return (
    <Card title={t("openapi.image")} hint={t("openapi.imageHint", { limit: imageLimit() })}>
      <form onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor={id}>
          {t("openapi.chooseImage")}
        </label>
        <input
          id={id}
          className={styles.file}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          data-testid="openapi-image-input"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // A refused file leaves the field empty, so what it shows is what would be sent.
            if (chosen && (!chosen.type.startsWith("image/") || chosen.size > OPENAPI_IMAGE_MAX_BYTES))
              event.target.value = "";
            void choose(chosen);
          }}
        />
        {preview && <img className={styles.preview} src={preview} alt={t("openapi.image")} />}
        <Submit busy={action.busy}>{t("openapi.checkImage")}</Submit>
      </form>
      <Outcome problem={action.problem}>{action.result && t("openapi.passed")}</Outcome>
    </Card>
  );
}

/** A login code exchanged for the openid (what the mini-program's server side does at sign-in). */
export function CodeToSessionForm({ platform }: { platform: "qq" | "douyin" | "alipay" }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const action = useAction<{ openid: string; unionid?: string | undefined }>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return action.fail(t("openapi.codeRequired"));
    void action.run(() => codeToSession(platform, code.trim()));
  };
  return (
    <Card title="code2Session" hint={t("openapi.codeHint")}>
      <form onSubmit={submit} noValidate>
        <TextField label={t("openapi.code")} value={code} onChange={setCode} maxLength={512} />
        <Submit busy={action.busy}>{t("openapi.toSession")}</Submit>
      </form>
      <Outcome problem={action.problem}>
        {action.result && (
          <dl className={styles.fields}>
            <dt>{t("openapi.openid")}</dt>
            <dd>{action.result.openid}</dd>
            {action.result.unionid && (
              <>
                <dt>{t("openapi.unionid")}</dt>
                <dd>{action.result.unionid}</dd>
              </>
            )}
          </dl>
        )}
      </Outcome>
    </Card>
  );
}

/** The mini-program code of a page (QQ, Douyin: a picture; Alipay: the picture's address). */
export function MiniCodeForm({ platform, hint }: { platform: "qq" | "douyin" | "alipay"; hint?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState("pages/index/index");
  const action = useAction<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => miniCode(platform, page.trim()));
  };
  return (
    <Card title={t("openapi.miniCode")} {...(hint ? { hint } : {})}>
      <form onSubmit={submit} noValidate>
        <TextField label={t("openapi.page")} value={page} onChange={setPage} maxLength={128} />
        <Submit busy={action.busy}>{t("openapi.getCode")}</Submit>
      </form>
      <Outcome problem={action.problem} />
      {action.result && <CodeImage src={action.result} alt={t("openapi.codeImage", { page })} />}
    </Card>
  );
}
