// The AES and md5 of encrypted socket frames, loaded only by a socket that encrypts or receives an
// encrypted message (as the request layer loads its own).
export { aesDecrypt, aesEncrypt, md5Hex } from "@roster/contract";
