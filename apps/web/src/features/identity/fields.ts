import type { IdentityDocumentKind } from "@roster/contract";

/** The fields of each kind, in the order a card prints them. */
export const DOCUMENT_FIELDS: Record<IdentityDocumentKind, readonly string[]> = {
  idcard: ["name", "sex", "nation", "birth", "address", "idNumber", "issueAuthority", "validFrom", "validTo"],
  businessLicense: [
    "companyName",
    "creditCode",
    "legalPerson",
    "type",
    "address",
    "registeredCapital",
    "establishedOn",
    "validPeriod",
    "businessScope",
  ],
};

/** The photos each kind asks for, by OCR side. */
export const DOCUMENT_PHOTOS: Record<IdentityDocumentKind, readonly ("front" | "back" | "license")[]> = {
  idcard: ["front", "back"],
  businessLicense: ["license"],
};

/** Empty values for every field of `kind`. */
export const emptyFields = (kind: IdentityDocumentKind): Record<string, string> =>
  Object.fromEntries(DOCUMENT_FIELDS[kind].map((name) => [name, ""]));
