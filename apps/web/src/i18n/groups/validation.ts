import { VALIDATION_MESSAGES } from "@roster/contract";
import { textGroup } from "../texts";

/**
 * The messages of the field checks under `validation`: the contract's, which the server sends too, so a
 * form shows the same text before and after a request (the same `{field}` placeholders). Added by the form
 * checks (features/form/validation).
 */
export const validationGroup = textGroup({ validation: VALIDATION_MESSAGES });
