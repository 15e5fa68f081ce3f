import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { uploadFile } from "../upload/upload-file";
import { type DocumentKind, readDocument } from "./api";
import { Card, DemoPage, Outcome, Select, Submit, styles, useAction } from "./parts";

/**
 * `/pages_template/openapi/baidu/baidu`: a chosen photo is uploaded to the caller's files
 * (`file/kh/getUploadTarget` …), then read by `ocr/kh/idcard` or `ocr/kh/businessLicense` by its file id:
 * Baidu's key stays on the server. Not configured: the OCR route says so under the form.
 */
export function BaiduPage() {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<DocumentKind>("front");
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<"uploading" | "reading" | null>(null);
  const action = useAction<Record<string, string>>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return action.fail(t("openapi.chooseImage"));
    void action.run(async () => {
      try {
        setStep("uploading");
        const uploaded = await uploadFile(file);
        setStep("reading");
        return await readDocument(kind, uploaded.file_id);
      } finally {
        setStep(null);
      }
    });
  };
  const kinds = (["front", "back", "license"] as const).map((value) => ({
    value,
    label: t(`openapi.baidu.kinds.${value}`),
  }));
  const fields = action.result ? Object.entries(action.result) : [];
  return (
    <DemoPage title={t("openapi.baidu.title")} intro={t("openapi.baidu.intro")}>
      <Card title={t("openapi.baidu.choose")}>
        <form onSubmit={submit} noValidate>
          <Select label={t("openapi.baidu.kind")} value={kind} options={kinds} onChange={setKind} />
          <label className={styles.label} htmlFor={id}>
            {t("openapi.chooseImage")}
          </label>
          <input
            id={id}
            className={styles.file}
            type="file"
            accept="image/jpeg,image/png,image/bmp"
            data-testid="openapi-ocr-input"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Submit busy={action.busy}>{t("openapi.baidu.read")}</Submit>
        </form>
        {step && <p className={styles.hint}>{t(`openapi.baidu.${step}`)}</p>}
        <Outcome problem={action.problem}>
          {action.result &&
            (fields.length === 0 ? (
              t("openapi.baidu.nothing")
            ) : (
              <dl className={styles.fields} aria-label={t("openapi.baidu.result")}>
                {fields.map(([key, words]) => (
                  <div key={key} style={{ display: "contents" }}>
                    <dt>{key}</dt>
                    <dd>{words}</dd>
                  </div>
                ))}
              </dl>
            ))}
        </Outcome>
      </Card>
    </DemoPage>
  );
}
