export { AES_MODES, type AesMode, aesDecrypt, aesEncrypt, fitKey } from "./aes.js";
export { base64ToBytes, bytesToBase64 } from "./base64.js";
export {
  decryptRequestData,
  decryptResponseBody,
  encryptRequestData,
  encryptResponseBody,
  md5Hex,
  requestKey,
  responseNonce,
} from "./request-encryption.js";
