import type { IdentityDocumentKind } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import Dialog from "antd-mobile/es/components/dialog";
import { useState } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { identityTexts } from "../../i18n/groups/identity";
import { CallError, toastMessage } from "../../lib/request";
import { FormMessage } from "../form/FormMessage";
import { SubmitButton } from "../form/SubmitButton";
import { showRefusal } from "../form/server-errors";
import { TextField } from "../form/TextField";
import { PageLoading } from "../layout/PageLoading";
import { readBusinessLicense, readIdCard } from "./api";
import { DOCUMENT_FIELDS, DOCUMENT_PHOTOS, emptyFields } from "./fields";
import styles from "./identity.module.css";
import { PhotoSlot, type PhotoState } from "./PhotoSlot";
import { PhotoError, photoForOcr } from "./photo";
import { SavedDocument } from "./SavedDocument";
import { useIdentityDocuments } from "./use-identity-documents";

registerTexts(identityTexts);

const KINDS: IdentityDocumentKind[] = ["idcard", "businessLicense"];
type Slot = "front" | "back" | "license";

/** The message of a failed step: what the server said, or why the photo cannot be sent. */
const messageOf = (error: unknown, t: (key: string) => string): string => {
  if (error instanceof CallError) return error.msg;
  if (error instanceof PhotoError) return t(`identity.${error.reason}`);
  throw error;
};

/**
 * The identity-documents page: choose the ID card or the business licence, photograph or choose its
 * photos (each is read by the server's OCR at once and fills the fields), correct the fields, save. The
 * saved document shows above, its ID number masked. Every refusal is said where it happened.
 */
export function IdentityDocuments() {
  const { t } = useTranslation();
  const documents = useIdentityDocuments();
  const [kind, setKind] = useState<IdentityDocumentKind>("idcard");
  const [values, setValues] = useState(() => ({
    idcard: emptyFields("idcard"),
    businessLicense: emptyFields("businessLicense"),
  }));
  const [photos, setPhotos] = useState<Partial<Record<Slot, PhotoState>>>({});
  const [formError, setFormError] = useState<string>();
  // The server's refusals of single fields (an ID number with a wrong check digit), until they change.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const setPhoto = (slot: Slot, state: PhotoState) => setPhotos((all) => ({ ...all, [slot]: state }));
  const fill = (target: IdentityDocumentKind, read: Record<string, string>) =>
    setValues((all) => ({
      ...all,
      [target]: { ...all[target], ...Object.fromEntries(Object.entries(read).filter(([, v]) => v !== "")) },
    }));

  const readPhoto = async (slot: Slot, file: File) => {
    const preview = URL.createObjectURL(file);
    setPhoto(slot, { preview, status: "reading" });
    try {
      const image = await photoForOcr(file);
      if (slot === "license") {
        const result = await readBusinessLicense(image);
        fill("businessLicense", result.fields);
        setPhoto(slot, { preview, status: "read" });
      } else {
        const result = await readIdCard(image, slot);
        fill("idcard", result.fields);
        const unusual = result.imageStatus !== "normal";
        setPhoto(slot, {
          preview,
          status: "read",
          ...(unusual ? { message: t([`identity.status.${result.imageStatus}`, "identity.unusual"]) } : {}),
        });
      }
    } catch (error) {
      setPhoto(slot, { preview, status: "failed", message: messageOf(error, t) });
    }
  };

  const save = async () => {
    setFormError(undefined);
    setFieldErrors({});
    try {
      await documents.save.mutateAsync({ kind, fields: values[kind] });
      setValues((all) => ({ ...all, [kind]: emptyFields(kind) }));
      setPhotos((all) =>
        Object.fromEntries(
          Object.entries(all).filter(([slot]) => !DOCUMENT_PHOTOS[kind].includes(slot as Slot)),
        ),
      );
      void toastMessage(t("common.saved"), "success");
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      // A field's refusal (`fields.idNumber`, or idNumberInvalid, a wrong ID number) under it; the rest in the form.
      const fields = DOCUMENT_FIELDS[kind];
      showRefusal(error, {
        fields,
        names: Object.fromEntries(fields.map((name) => [`fields.${name}`, name])),
        codes: { [ERROR_CODES.idNumberInvalid]: "idNumber" },
        show: (name, message) => setFieldErrors((all) => ({ ...all, [name]: message })),
        showForm: setFormError,
      });
    }
  };

  const remove = async () => {
    const confirmed = await Dialog.confirm({
      content: t("identity.removeConfirm", { kind: t(`identity.${kind}`) }),
      confirmText: t("identity.remove"),
      cancelText: t("common.cancel"),
    });
    if (!confirmed) return;
    try {
      await documents.remove.mutateAsync(kind);
    } catch (error) {
      // The request layer alerted the refusal.
      if (error instanceof CallError) return;
      throw error;
    }
    void toastMessage(t("identity.removed"), "success");
  };

  const saved = documents.rows.find((d) => d.kind === kind);
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t("identity.intro")}</p>
      <fieldset className={styles.kinds} aria-label={t("identity.title")}>
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className={k === kind ? `${styles.kind} ${styles.active}` : styles.kind}
            aria-pressed={k === kind}
            onClick={() => {
              setKind(k);
              setFormError(undefined);
              setFieldErrors({});
            }}
          >
            {t(`identity.${k}`)}
          </button>
        ))}
      </fieldset>
      {documents.isPending ? (
        <PageLoading />
      ) : documents.isError ? (
        <p className={styles.error} role="alert">
          {t("identity.loadFailed")}
          <button type="button" className={styles.retry} onClick={documents.retry}>
            {t("identity.retry")}
          </button>
        </p>
      ) : saved ? (
        <SavedDocument document={saved} onRemove={() => void remove()} />
      ) : (
        <p className={styles.nothing}>{t("identity.nothingSaved")}</p>
      )}
      <div className={styles.columns}>
        <section className={styles.card}>
          <div className={styles.slots}>
            {DOCUMENT_PHOTOS[kind].map((slot) => (
              <PhotoSlot
                key={slot}
                testId={`photo-${slot}`}
                title={t(slot === "license" ? "identity.licensePhoto" : `identity.${slot}`)}
                state={photos[slot]}
                onFile={(file) => void readPhoto(slot, file)}
              />
            ))}
          </div>
        </section>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t("identity.details")}</h2>
          <form onSubmit={(e) => e.preventDefault()} noValidate>
            {DOCUMENT_FIELDS[kind].map((name) => (
              <TextField
                key={`${kind}-${name}`}
                label={t(`identity.fields.${name}`)}
                value={values[kind][name] ?? ""}
                error={fieldErrors[name]}
                onChange={(value) => {
                  setValues((all) => ({ ...all, [kind]: { ...all[kind], [name]: value } }));
                  setFieldErrors(({ [name]: _changed, ...rest }) => rest);
                  setFormError(undefined);
                }}
                maxLength={name === "businessScope" ? 2000 : 200}
              />
            ))}
            <FormMessage message={formError} />
            <div className={styles.actions}>
              <SubmitButton pending={documents.save.isPending} onClick={() => void save()}>
                {t("common.save")}
              </SubmitButton>
            </div>
          </form>
        </section>
      </div>
    </div>
  );
}
