import type { BusinessLicenseFields, IdCardFields } from "@roster/contract";
import type { OcrWords } from "./ocr.js";

/** Baidu's key of each ID-card field, and the longest text the field keeps. */
const ID_CARD_KEYS: Record<keyof IdCardFields, [string, number]> = {
  name: ["姓名", 64],
  sex: ["性别", 8],
  nation: ["民族", 32],
  birth: ["出生", 16],
  address: ["住址", 200],
  idNumber: ["公民身份号码", 32],
  issueAuthority: ["签发机关", 100],
  validFrom: ["签发日期", 16],
  validTo: ["失效日期", 16],
};

/** Baidu's key of each business-licence field, and the longest text the field keeps. */
const LICENSE_KEYS: Record<keyof BusinessLicenseFields, [string, number]> = {
  companyName: ["单位名称", 200],
  creditCode: ["社会信用代码", 32],
  legalPerson: ["法人", 64],
  address: ["地址", 200],
  type: ["类型", 100],
  establishedOn: ["成立日期", 32],
  registeredCapital: ["注册资本", 64],
  validPeriod: ["有效期", 64],
  businessScope: ["经营范围", 2000],
};

/** Baidu writes 无 ("none") for a field the document does not have. */
const wordsOf = (words: OcrWords, key: string, max: number): string => {
  const text = (words[key]?.words ?? "").trim();
  return text === "无" ? "" : text.slice(0, max);
};

const pick = <F extends string>(words: OcrWords, keys: Record<F, [string, number]>): Record<F, string> =>
  Object.fromEntries(
    Object.entries<[string, number]>(keys).map(([field, [key, max]]) => [field, wordsOf(words, key, max)]),
  ) as Record<F, string>;

/** The ID-card fields of a Baidu `words_result`; the other side's fields are empty. */
export const idCardFieldsOf = (words: OcrWords): IdCardFields => {
  const fields = pick(words, ID_CARD_KEYS);
  return { ...fields, idNumber: fields.idNumber.toUpperCase() };
};

/**
 * The licence fields of a Baidu `words_result`. Older licences have no credit code: their registration
 * number (证件编号) stands in.
 */
export const businessLicenseFieldsOf = (words: OcrWords): BusinessLicenseFields => {
  const fields = pick(words, LICENSE_KEYS);
  return { ...fields, creditCode: fields.creditCode || wordsOf(words, "证件编号", 32) };
};
