/**
 * The seed's validation rules as regular expressions, one place for server and client (reference §14.1).
 * Where the seed gives two readings (mobile second digit 3-9 or 2-9) Roster takes 3-9, the one of the
 * account forms.
 */
export const PATTERNS = {
  /** Mainland mobile: 11 digits, 1 then 3-9. */
  mobile: /^1[3-9]\d{9}$/,
  /** Landline with area code, optional extension. */
  tel: /^(0\d{2,3}-\d{7,8})(-\d{1,4})?$/,
  /** National id: 15 or 18 digits, the last may be X. */
  card: /(^\d{15}$)|(^\d{18}$)|(^\d{17}(\d|X|x)$)/,
  /** SMS or e-mail verification code: exactly 6 digits. */
  mobileCode: /^\d{6}$/,
  /** Starts with a letter, 3-32 characters of letters, digits, underscore or hyphen. */
  username: /^[a-zA-Z][-_a-zA-Z0-9]{2,31}$/,
  /** 6-18 characters of letters, digits, underscore or @. */
  password: /^[a-zA-Z0-9_@]{6,18}$/,
  /** Pay password: exactly 6 digits. */
  paypwd: /^\d{6}$/,
  postal: /^[1-9]\d{5}$/,
  qq: /^[1-9]\d{4,9}$/,
  email: /^[\w-]+(\.[\w-]+)*@[\w-]+(\.[\w-]+)+$/,
  /** At most 2 decimals. */
  money: /^\d*(?:\.\d{0,2})?$/,
  url: /^https?:\/\/[^\s/$.?#][^\s]*$/i,
  ip: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  time: /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
  datetime: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
  isoDate: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
  version: /^([1-9]\d|[1-9])(\.([1-9]\d|\d)){2}$/,
  number: /^[+-]?\d+(\.\d+)?$/,
  digits: /^\d+$/,
  english: /^[a-zA-Z]+$/,
  chinese: /^[\u4e00-\u9fa5]+$/,
  englishNumber: /^[a-zA-Z0-9]+$/,
  carPlate:
    /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/,
  image: /\.(jpeg|jpg|gif|png|svg|webp|jfif|bmp|dpg)$/i,
  video: /\.(mp4|mpg|mpeg|dat|asf|avi|rm|rmvb|mov|wmv|flv|mkv|m3u8|3gp)$/i,
  audio: /\.(mp3|wav|aac|m4a|ogg|flac)$/i,
} as const;

/** A rule name of {@link PATTERNS}. */
export type PatternName = keyof typeof PATTERNS;
