import type { BusinessLicenseFields, IdCardFields } from "@roster/contract";

/** Words an OCR provider read, by the provider's own key ("姓名", "公民身份号码", ...), as it sent them. */
export type OcrWords = Record<string, { words: string; location?: unknown }>;

/** What reading one side of an ID card gives. */
export interface IdCardReading {
  side: "front" | "back";
  fields: IdCardFields;
  /** The provider's verdict on the picture: normal, reversed_side, non_idcard, blurred, ... */
  imageStatus: string;
  riskType?: string;
  words: OcrWords;
  wordsCount: number;
  logId?: number | string;
}

/** What reading a business licence gives. */
export interface BusinessLicenseReading {
  fields: BusinessLicenseFields;
  words: OcrWords;
  wordsCount: number;
  logId?: number | string;
}

/**
 * An OCR service. Methods reject with a RosterError of the OCR family (ocrDailyLimit, ocrNotRecognized,
 * ocrUnavailable, ...) when the provider refuses or does not answer; they never put a key or token in an
 * error or a log line.
 */
export interface OcrProvider {
  readonly name: string;
  /** Reads one side of a Chinese resident ID card from a JPEG, PNG or BMP image. */
  readIdCard(image: Buffer, side: "front" | "back"): Promise<IdCardReading>;
  /** Reads a business licence from a JPEG, PNG or BMP image. */
  readBusinessLicense(image: Buffer): Promise<BusinessLicenseReading>;
  /** The provider's app access token (from the cache), for upstream clients that call the provider. */
  accessToken(): Promise<string>;
}
