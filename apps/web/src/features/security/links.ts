/** The Sign-in and security page (profile > security). */
export const SECURITY_URL = "/pages/user/security";
