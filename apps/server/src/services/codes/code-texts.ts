import type { CodePurpose, Locale } from "@roster/contract";

/** The product name in messages. */
const BRAND = "Roster";

type Localized = Readonly<Record<Locale, string>>;

/** What a code is for, as the message says it. */
const ACTIONS: Readonly<Record<CodePurpose, Localized>> = {
  login: { "zh-Hans": "登录", "zh-Hant": "登入", en: "sign in" },
  register: { "zh-Hans": "注册", "zh-Hant": "註冊", en: "register" },
  bind: { "zh-Hans": "绑定账号", "zh-Hant": "綁定帳號", en: "link it to your account" },
  unbind: { "zh-Hans": "解除绑定", "zh-Hant": "解除綁定", en: "unlink it from your account" },
  "reset-pwd": { "zh-Hans": "重置密码", "zh-Hant": "重設密碼", en: "reset your password" },
};

/** The action of a purpose in `locale`. */
export const codeAction = (purpose: CodePurpose, locale: Locale): string => ACTIONS[purpose][locale];

/** Fills the `{name}` placeholders of `template`; unknown names stay as written. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const SMS: Localized = {
  "zh-Hans": "【{brand}】验证码{code}，用于{action}，{minutes}分钟内有效。请勿泄露给他人。",
  "zh-Hant": "【{brand}】驗證碼{code}，用於{action}，{minutes}分鐘內有效。請勿洩露給他人。",
  en: "[{brand}] Your code to {action} is {code}. It is valid for {minutes} minutes. Never share it.",
};

/** What a code message says: the code, what it is for and how long it lives. */
export interface CodeContent {
  code: string;
  purpose: CodePurpose;
  minutes: number;
  locale: Locale;
}

/** The text of a verification SMS. */
export function smsText(content: CodeContent): string {
  return fill(SMS[content.locale], {
    brand: BRAND,
    code: content.code,
    action: codeAction(content.purpose, content.locale),
    minutes: content.minutes,
  });
}

const EMAIL = {
  subject: {
    "zh-Hans": "{brand} 验证码：{code}",
    "zh-Hant": "{brand} 驗證碼：{code}",
    en: "Your {brand} code: {code}",
  },
  intro: {
    "zh-Hans": "您正在{action}，验证码为：",
    "zh-Hant": "您正在{action}，驗證碼為：",
    en: "Your verification code to {action} is:",
  },
  validity: {
    "zh-Hans": "验证码{minutes}分钟内有效，请勿泄露给他人。如非本人操作，请忽略此邮件。",
    "zh-Hant": "驗證碼{minutes}分鐘內有效，請勿洩露給他人。如非本人操作，請忽略此郵件。",
    en: "It is valid for {minutes} minutes. Never share it. If you did not ask for it, ignore this e-mail.",
  },
} as const satisfies Record<string, Localized>;

/** `s` safe to put in HTML text or a quoted attribute. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Subject, plain text and HTML of a verification e-mail. */
export function emailContent(content: CodeContent): { subject: string; text: string; html: string } {
  const values = {
    brand: BRAND,
    code: content.code,
    action: codeAction(content.purpose, content.locale),
    minutes: content.minutes,
  };
  const subject = fill(EMAIL.subject[content.locale], values);
  const intro = fill(EMAIL.intro[content.locale], values);
  const validity = fill(EMAIL.validity[content.locale], values);
  const text = `${intro}\n\n    ${content.code}\n\n${validity}\n\n— ${BRAND}\n`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(content.code)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p style="color:#555555">— ${escapeHtml(BRAND)}</p>`,
  ].join("\n");
  return { subject, text, html };
}

/** Which code a refusal is about, for bindNewMobile / bindNewEmail. */
export type CodeRole = "old" | "new";

const LABELS: Readonly<Record<"mobile" | "email", Readonly<Record<CodeRole | "only", Localized>>>> = {
  mobile: {
    only: { "zh-Hans": "短信", "zh-Hant": "簡訊", en: "SMS" },
    old: { "zh-Hans": "旧手机短信", "zh-Hant": "舊手機簡訊", en: "Old mobile's SMS" },
    new: { "zh-Hans": "新手机短信", "zh-Hant": "新手機簡訊", en: "New mobile's SMS" },
  },
  email: {
    only: { "zh-Hans": "邮箱", "zh-Hant": "郵箱", en: "E-mail" },
    old: { "zh-Hans": "旧邮箱", "zh-Hant": "舊郵箱", en: "Old e-mail's" },
    new: { "zh-Hans": "新邮箱", "zh-Hant": "新郵箱", en: "New e-mail's" },
  },
};

/** The `{type}` of code refusals ("SMS verification code is wrong ..."). */
export const codeLabel = (channel: "mobile" | "email", locale: Locale, role?: CodeRole): string =>
  LABELS[channel][role ?? "only"][locale];

const MOBILE_NICKNAME: Localized = {
  "zh-Hans": "手机尾号{tail}用户",
  "zh-Hant": "手機尾號{tail}用戶",
  en: "User ending {tail}",
};

/**
 * The nickname of an account made by code: "手机尾号XXXX用户" (upstream) for a mobile, the local part
 * of the address for an e-mail.
 */
export function defaultNickname(channel: "mobile" | "email", value: string, locale: Locale): string {
  if (channel === "mobile") return fill(MOBILE_NICKNAME[locale], { tail: value.slice(-4) });
  return value.slice(0, value.indexOf("@")).slice(0, 32);
}
