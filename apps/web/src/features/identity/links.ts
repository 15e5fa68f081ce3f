/** The identity-documents page (profile > identity documents). */
export const IDENTITY_URL = "/pages/user/identity";
