import { z } from "zod";
import { LIMITS } from "../limits.js";
import { epochMs, plainString, text } from "./fields.js";

/** The side of a Chinese resident ID card: `front` has the photo and the number, `back` the validity. */
export const idCardSideSchema = z.enum(["front", "back"]);

/** Which document an identity-document route is about. */
export const identityDocumentKindSchema = z.enum(["idcard", "businessLicense"]);

/** `idcard` or `businessLicense`. */
export type IdentityDocumentKind = z.infer<typeof identityDocumentKindSchema>;

/** Characters of a base64 (or data URL) image that decodes to at most LIMITS.ocrImageMaxBytes. */
const IMAGE_MAX_CHARS = Math.ceil(LIMITS.ocrImageMaxBytes / 3) * 4 + 64;

/**
 * What an OCR route reads: an uploaded file of the caller (`fileID`) or the image itself (`image`, base64
 * or a `data:image/...;base64,` URL). Exactly one of them.
 */
export const ocrImageSource = {
  fileID: plainString().trim().min(1).max(LIMITS.urlMaxLength).optional(),
  image: plainString().max(IMAGE_MAX_CHARS).optional(),
};

/** The image sources of an OCR input, as its refinements read them. */
type Sources = { fileID?: string | undefined; image?: string | undefined };

/**
 * An OCR input: `shape` plus one image source, not both (`fileID` invalid), not none (`image` required).
 */
export const withImageSource = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object({ ...ocrImageSource, ...shape })
    .refine((v) => (v as Sources).fileID !== undefined || (v as Sources).image !== undefined, {
      message: "required",
      path: ["image"],
    })
    .refine((v) => (v as Sources).fileID === undefined || (v as Sources).image === undefined, {
      message: "invalid",
      path: ["fileID"],
    });

/** The fields of an ID card, named plainly; a side leaves the other side's fields empty. */
export const idCardFieldsSchema = z.object({
  name: text(64).default(""),
  sex: text(8).default(""),
  nation: text(32).default(""),
  /** As printed, `yyyyMMdd`. */
  birth: text(16).default(""),
  address: text(200).default(""),
  idNumber: text(32).default(""),
  issueAuthority: text(100).default(""),
  /** `yyyyMMdd`. */
  validFrom: text(16).default(""),
  /** `yyyyMMdd`, or `长期` (no end). */
  validTo: text(16).default(""),
});

/** ID-card fields. */
export type IdCardFields = z.output<typeof idCardFieldsSchema>;

/** The fields of a business licence, named plainly. */
export const businessLicenseFieldsSchema = z.object({
  companyName: text(200).default(""),
  /** The unified social credit code (18 characters). */
  creditCode: text(32).default(""),
  legalPerson: text(64).default(""),
  address: text(200).default(""),
  type: text(100).default(""),
  establishedOn: text(32).default(""),
  registeredCapital: text(64).default(""),
  /** As printed: `2015年02月04日至长期`, `长期`, ... */
  validPeriod: text(64).default(""),
  businessScope: text(2000).default(""),
});

/** Business-licence fields. */
export type BusinessLicenseFields = z.output<typeof businessLicenseFieldsSchema>;

/**
 * Baidu's `words_result` as it came (keys as Baidu names them: "姓名", "公民身份号码", "社会信用代码"...),
 * for upstream clients that read it.
 */
export const wordsResultSchema = z.record(
  z.string(),
  z.looseObject({ words: z.string(), location: z.unknown().optional() }),
);

/** A saved identity document as every answer shows it: the ID number masked (`110***********1234`). */
export const identityDocumentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("idcard"), fields: idCardFieldsSchema, updatedAt: epochMs }),
  z.object({ kind: z.literal("businessLicense"), fields: businessLicenseFieldsSchema, updatedAt: epochMs }),
]);

/** A saved identity document (masked). */
export type IdentityDocument = z.output<typeof identityDocumentSchema>;
