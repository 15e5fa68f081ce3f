/** The Devices page (profile > security). */
export const DEVICES_URL = "/pages/user/devices";
