import type { ReactNode } from "react";
import { APP_CONFIG } from "../../config";
import { useTranslation } from "../../i18n";
import { LanguageButton } from "../i18n/LanguageButton";
import { Logo } from "../layout/Logo";
import { usePageTitle } from "../layout/use-page-title";
import styles from "./auth.module.css";

/** The frame of the sign-in pages: brand header, a card with the form, and the version underneath. */
export function AuthLayout(props: {
  title: string;
  heading: string;
  subheading: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(props.title);
  return (
    <div className={styles.screen}>
      <header className={styles.hero}>
        <div className={styles.heroBar}>
          <LanguageButton />
        </div>
        <span className={styles.logo}>
          <Logo size={56} />
        </span>
        <div className={styles.brand}>{t("common.appName")}</div>
        <div className={styles.tagline}>{t("common.tagline")}</div>
      </header>
      <main className={styles.card}>
        <h1 className={styles.heading}>{props.heading}</h1>
        <p className={styles.subheading}>{props.subheading}</p>
        {props.children}
      </main>
      <footer className={styles.footer}>
        {APP_CONFIG.appName} · {t("home.version", { version: APP_CONFIG.appVersion })}
      </footer>
    </div>
  );
}
