/** The My files page (profile and home link to it). */
export const FILES_URL = "/pages/user/files";
