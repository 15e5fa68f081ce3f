import { useTranslation } from "../../i18n";
import { useSession } from "../../store/use-session";
import cards from "../layout/cards.module.css";
import { Icon, type IconName } from "../layout/icons";
import own from "./highlights.module.css";

const ITEMS: ReadonlyArray<{ icon: IconName; key: "secure" | "language" | "install"; tint: string }> = [
  { icon: "shield", key: "secure", tint: "#ff4444" },
  { icon: "globe", key: "language", tint: "#2f80ed" },
  { icon: "home", key: "install", tint: "#16a37f" },
];

/** What a newcomer gets, shown on the home page until they sign in. */
export function Highlights() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  if (signedIn) return null;
  return (
    <section className={cards.card}>
      <h2 className={cards.cardTitle}>{t("home.highlights")}</h2>
      <ul className={own.list}>
        {ITEMS.map((item) => (
          <li key={item.key}>
            <span className={own.icon} style={{ color: item.tint, background: `${item.tint}14` }}>
              <Icon name={item.icon} size={20} />
            </span>
            <div>
              <strong>{t(`home.${item.key}Title`)}</strong>
              <p>{t(`home.${item.key}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
