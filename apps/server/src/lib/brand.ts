/** The product name in messages and notices, and the issuer an authenticator app shows. */
export const BRAND = "Roster";
