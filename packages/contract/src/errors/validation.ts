import { defineTexts } from "../i18n/texts.js";

/**
 * Messages for input that breaks a contract. Keys are either a rule of `validators/` (username, password,
 * mobile, ...) or a generic kind (required, type, tooLong, ...). `{field}` is the field's label in the
 * same language (FIELD_LABELS, or the form's own label on the client), never the wire name.
 */
export const VALIDATION_MESSAGES = defineTexts({
  username: {
    "zh-Hans": "用户名以字母开头，长度在3~32之间，只能包含字母、数字、下划线和减号",
    "zh-Hant": "使用者名稱以字母開頭，長度在3~32之間，只能包含字母、數字、底線和減號",
    en: "Username must start with a letter and have 3-32 characters: letters, digits, _ or -",
  },
  password: {
    "zh-Hans": "密码长度在6~18之间，只能包含字母、数字、下划线和@",
    "zh-Hant": "密碼長度在6~18之間，只能包含字母、數字、底線和@",
    en: "Password must have 6-18 characters: letters, digits, _ or @",
  },
  mobile: { "zh-Hans": "手机号格式错误", "zh-Hant": "手機號格式錯誤", en: "Invalid mobile number" },
  email: { "zh-Hans": "邮箱格式错误", "zh-Hant": "郵箱格式錯誤", en: "Invalid e-mail address" },
  mobileCode: {
    "zh-Hans": "验证码必须是6位数字",
    "zh-Hant": "驗證碼必須是6位數字",
    en: "The verification code must be 6 digits",
  },
  url: {
    "zh-Hans": "{field}必须是http(s)链接",
    "zh-Hant": "{field}必須是http(s)連結",
    en: "{field} must be an http(s) URL",
  },
  required: { "zh-Hans": "{field}不可为空", "zh-Hant": "{field}不可為空", en: "{field} is required" },
  type: {
    "zh-Hans": "{field}必须是{expected}",
    "zh-Hant": "{field}必須是{expected}",
    en: "{field} must be a {expected}",
  },
  tooLong: {
    "zh-Hans": "{field}长度不能超过{max}",
    "zh-Hant": "{field}長度不能超過{max}",
    en: "{field} must be at most {max} long",
  },
  tooShort: {
    "zh-Hans": "{field}长度不能少于{min}",
    "zh-Hant": "{field}長度不能少於{min}",
    en: "{field} must be at least {min} long",
  },
  tooBig: {
    "zh-Hans": "{field}不能大于{max}",
    "zh-Hant": "{field}不能大於{max}",
    en: "{field} must be at most {max}",
  },
  tooSmall: {
    "zh-Hans": "{field}不能小于{min}",
    "zh-Hant": "{field}不能小於{min}",
    en: "{field} must be at least {min}",
  },
  oneOf: {
    "zh-Hans": "{field}必须是以下之一：{values}",
    "zh-Hant": "{field}必須是以下之一：{values}",
    en: "{field} must be one of: {values}",
  },
  invalid: { "zh-Hans": "{field}不合法", "zh-Hant": "{field}不合法", en: "{field} is invalid" },
  nul: {
    "zh-Hans": "{field}不能包含空字符（\\0）",
    "zh-Hant": "{field}不能包含空字元（\\0）",
    en: "{field} must not contain NUL characters",
  },
  tooDeep: {
    "zh-Hans": "{field}的嵌套层数不能超过{max}",
    "zh-Hant": "{field}的巢狀層數不能超過{max}",
    en: "{field} must not be nested more than {max} levels deep",
  },
  tooLarge: {
    "zh-Hans": "{field}不能超过{max}字节",
    "zh-Hant": "{field}不能超過{max}位元組",
    en: "{field} must be at most {max} bytes",
  },
  unknownKeys: {
    "zh-Hans": "不认识的字段：{keys}",
    "zh-Hant": "不認識的欄位：{keys}",
    en: "Unknown field: {keys}",
  },
});

/** A key of {@link VALIDATION_MESSAGES}. */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * The same messages as whole sentences for a field the catalogue has no label for (a nested key of a
 * free-form object, say): the response's `key` still names the path, the sentence never does.
 */
export const UNNAMED_VALIDATION_MESSAGES = defineTexts({
  username: VALIDATION_MESSAGES.username,
  password: VALIDATION_MESSAGES.password,
  mobile: VALIDATION_MESSAGES.mobile,
  email: VALIDATION_MESSAGES.email,
  mobileCode: VALIDATION_MESSAGES.mobileCode,
  url: {
    "zh-Hans": "链接必须是http(s)地址",
    "zh-Hant": "連結必須是http(s)位址",
    en: "A link must be an http(s) URL",
  },
  required: { "zh-Hans": "缺少必填的参数", "zh-Hant": "缺少必填的參數", en: "A required value is missing" },
  type: {
    "zh-Hans": "参数类型错误，应为{expected}",
    "zh-Hant": "參數類型錯誤，應為{expected}",
    en: "A value has the wrong type: expected a {expected}",
  },
  tooLong: {
    "zh-Hans": "参数过长，长度不能超过{max}",
    "zh-Hant": "參數過長，長度不能超過{max}",
    en: "A value is too long: at most {max}",
  },
  tooShort: {
    "zh-Hans": "参数过短，长度不能少于{min}",
    "zh-Hant": "參數過短，長度不能少於{min}",
    en: "A value is too short: at least {min}",
  },
  tooBig: {
    "zh-Hans": "参数不能大于{max}",
    "zh-Hant": "參數不能大於{max}",
    en: "A value must be at most {max}",
  },
  tooSmall: {
    "zh-Hans": "参数不能小于{min}",
    "zh-Hant": "參數不能小於{min}",
    en: "A value must be at least {min}",
  },
  oneOf: {
    "zh-Hans": "参数必须是以下之一：{values}",
    "zh-Hant": "參數必須是以下之一：{values}",
    en: "A value must be one of: {values}",
  },
  invalid: { "zh-Hans": "参数不合法", "zh-Hant": "參數不合法", en: "A value is invalid" },
  nul: {
    "zh-Hans": "参数不能包含空字符（\\0）",
    "zh-Hant": "參數不能包含空字元（\\0）",
    en: "A value contains a NUL character",
  },
  tooDeep: {
    "zh-Hans": "参数的嵌套层数不能超过{max}",
    "zh-Hant": "參數的巢狀層數不能超過{max}",
    en: "A value is nested more than {max} levels deep",
  },
  tooLarge: {
    "zh-Hans": "参数不能超过{max}字节",
    "zh-Hant": "參數不能超過{max}位元組",
    en: "A value must be at most {max} bytes",
  },
  unknownKeys: VALIDATION_MESSAGES.unknownKeys,
}) satisfies Record<ValidationMessageKey, unknown>;

/** Names of the JSON types in `type` messages, by type. */
export const TYPE_NAME_TEXTS = defineTexts({
  string: { "zh-Hans": "字符串", "zh-Hant": "字串", en: "string" },
  number: { "zh-Hans": "数字", "zh-Hant": "數字", en: "number" },
  boolean: { "zh-Hans": "布尔值", "zh-Hant": "布林值", en: "boolean" },
  object: { "zh-Hans": "对象", "zh-Hant": "物件", en: "object" },
  array: { "zh-Hans": "数组", "zh-Hant": "陣列", en: "array" },
  integer: { "zh-Hans": "整数", "zh-Hant": "整數", en: "integer" },
});
