import * as ERROR_CODES from "@roster/contract/errors/codes";
import { useId } from "react";
import { useTranslation } from "../../i18n";
import formStyles from "../form/form.module.css";

/** The server's refusals about consent (none, or an outdated version): shown under the checkbox. */
export const CONSENT_ERRORS: Readonly<Record<number, string>> = {
  [ERROR_CODES.consentRequired]: "terms",
  [ERROR_CODES.termsVersionOutdated]: "terms",
};

/** Where the terms of service and the privacy policy are shown (public pages). */
export const LEGAL_PAGES = { terms: "/pages/login/terms", privacy: "/pages/login/privacy" } as const;

/**
 * The consent checkbox of a registration, with links to the terms and the privacy policy (they open in a
 * new tab, so that the form keeps what was typed). `error` says it must be ticked.
 */
export function TermsConsent(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const link = (page: keyof typeof LEGAL_PAGES) => (
    <a href={`#${LEGAL_PAGES[page]}`} target="_blank" rel="noopener">
      {t(`legal.${page}`)}
    </a>
  );
  return (
    <div>
      <label className={formStyles.checkbox} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
        />
        <span>
          {t("terms.prefix")} {link("terms")} {t("terms.and")} {link("privacy")}
        </span>
      </label>
      {props.error && (
        <div className={formStyles.error} id={`${id}-error`} role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}
