// The request encryption of the contract (AES + md5). It loads apart from the first screen's code: the
// request layer imports it on first use, and start-up preloads it once the page is idle.
export { decryptResponseBody, encryptRequestData, requestKey } from "@roster/contract";
