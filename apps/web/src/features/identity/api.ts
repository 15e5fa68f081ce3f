import type { IdentityDocumentKind } from "@roster/contract";
import {
  deleteIdentityDocument,
  getIdentityDocuments,
  ocrBusinessLicense,
  ocrIdCard,
  saveIdentityDocument,
} from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** The caller's saved documents, ID numbers masked. */
export const fetchDocuments = () => callRoute(getIdentityDocuments, {}, { loading: false });

/** Reads one side of an ID card; refusals are shown inline by the page, not alerted. */
export const readIdCard = (image: string, side: "front" | "back") =>
  callRoute(ocrIdCard, { image, side }, { needAlert: false, loading: false });

/** Reads a business licence; refusals are shown inline. */
export const readBusinessLicense = (image: string) =>
  callRoute(ocrBusinessLicense, { image }, { needAlert: false, loading: false });

/** Saves the confirmed fields of a document; refusals are shown inline. */
export const saveDocument = (kind: IdentityDocumentKind, fields: Record<string, string>) =>
  callRoute(saveIdentityDocument, { kind, fields } as never, { needAlert: false });

/** Deletes the saved document of `kind`. */
export const removeDocument = (kind: IdentityDocumentKind) => callRoute(deleteIdentityDocument, { kind });
