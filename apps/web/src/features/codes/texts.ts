import type { FeatureTexts } from "../../i18n";

/** The same keys as `T`, any strings: other languages must mirror the English texts exactly. */
export type Mirror<T> = { [K in keyof T]: T[K] extends string ? string : Mirror<T[K]> };

const en = {
  codes: {
    methods: "Ways to sign in",
    tabs: { password: "Password", sms: "SMS code", email: "E-mail code" },
    forgot: "Forgot password?",
  },
};

const zhHans: Mirror<typeof en> = {
  codes: {
    methods: "登录方式",
    tabs: { password: "密码登录", sms: "短信验证码", email: "邮箱验证码" },
    forgot: "忘记密码？",
  },
};

const zhHant: Mirror<typeof en> = {
  codes: {
    methods: "登入方式",
    tabs: { password: "密碼登入", sms: "簡訊驗證碼", email: "郵箱驗證碼" },
    forgot: "忘記密碼？",
  },
};

/**
 * The texts the login page needs at first paint (tab names, the forgot-password link); bundled through
 * `FEATURE_TEXTS`. Everything else of sign-in by code lives in `flow-texts.ts`, loaded with the forms.
 */
export const codesTexts: FeatureTexts = { en, "zh-Hans": zhHans, "zh-Hant": zhHant };
