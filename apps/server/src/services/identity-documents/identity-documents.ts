import {
  type BusinessLicenseFields,
  businessLicenseFieldsSchema,
  type IdCardFields,
  type IdentityDocument,
  type IdentityDocumentKind,
  idCardFieldsSchema,
  maskIdNumber,
  RosterError,
} from "@roster/contract";
import type { IdentityDocumentRow } from "../../db/schema.js";
import type { Services } from "../services.js";
import { isValidIdNumber } from "./id-number.js";
import { deleteIdentityDocumentRow, findIdentityDocuments, upsertIdentityDocument } from "./repository.js";
import { seal, unseal } from "./sealing.js";

/** A document as the user confirmed it (fields in clear: only inside the server, never logged). */
export type ConfirmedDocument =
  | { kind: "idcard"; fields: IdCardFields }
  | { kind: "businessLicense"; fields: BusinessLicenseFields };

/** What a sealed row is bound to: its owner and kind. */
const contextOf = (userId: string, kind: string) => `identity-document:${userId}:${kind}`;

/** The wire shape of a document: every field as saved, the ID number masked (`110***********1234`). */
function present(document: ConfirmedDocument, updatedAt: number): IdentityDocument {
  if (document.kind === "idcard") {
    const fields = { ...document.fields, idNumber: maskIdNumber(document.fields.idNumber) };
    return { kind: "idcard", fields, updatedAt };
  }
  return { kind: "businessLicense", fields: document.fields, updatedAt };
}

/**
 * Saves the user's confirmed document, sealed (AES-256-GCM under `services.dataKey`, bound to the user and
 * kind), replacing the earlier one of its kind. An ID number must be valid (91110). Answers it masked.
 */
export async function saveIdentityDocument(
  services: Services,
  userId: string,
  document: ConfirmedDocument,
): Promise<IdentityDocument> {
  if (document.kind === "idcard") {
    const idNumber = document.fields.idNumber.toUpperCase();
    if (!isValidIdNumber(idNumber)) throw new RosterError("idNumberInvalid");
    document = { kind: "idcard", fields: { ...document.fields, idNumber } };
  }
  const now = services.clock.now();
  const sealed = seal(services.dataKey, JSON.stringify(document.fields), contextOf(userId, document.kind));
  await upsertIdentityDocument(services.db, { user_id: userId, kind: document.kind, sealed, now });
  return present(document, now);
}

/** Opens a row; a row that does not open (the key changed) is 91111. */
function openRow(services: Services, row: IdentityDocumentRow): ConfirmedDocument {
  const json = unseal(services.dataKey, row.sealed, contextOf(row.user_id, row.kind));
  if (json === undefined) throw new RosterError("identityDocumentUnreadable");
  const data = JSON.parse(json) as unknown;
  return row.kind === "idcard"
    ? { kind: "idcard", fields: idCardFieldsSchema.parse(data) }
    : { kind: "businessLicense", fields: businessLicenseFieldsSchema.parse(data) };
}

/** The user's saved documents, masked. */
export async function listIdentityDocuments(services: Services, userId: string): Promise<IdentityDocument[]> {
  const rows = await findIdentityDocuments(services.db, userId);
  return rows.map((row) => present(openRow(services, row), row.updated_at));
}

/** Deletes the user's document of `kind`; true when there was one. */
export function deleteIdentityDocument(
  services: Services,
  userId: string,
  kind: IdentityDocumentKind,
): Promise<boolean> {
  return deleteIdentityDocumentRow(services.db, userId, kind);
}
