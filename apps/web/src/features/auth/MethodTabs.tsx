import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import styles from "./method-tabs.module.css";

/** One tab: its key, its title and what its panel shows. */
export interface MethodTab {
  key: string;
  title: string;
  render: () => ReactNode;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A segmented tab bar (WAI-ARIA tabs: arrow keys, Home and End move between tabs) over the panel of the
 * chosen tab. A panel stays mounted once opened, so typed values and a running countdown survive a switch.
 * Hand-written because antd-mobile's Tabs would add about 22 kB gzip to the sign-in page. Panels carry
 * no aria-labelledby: it would give the password panel the same name as its "Password" input.
 */
export function MethodTabs({ label, tabs }: { label: string; tabs: MethodTab[] }) {
  const id = useId();
  const [active, setActive] = useState(tabs[0]?.key ?? "");
  const [opened, setOpened] = useState(() => new Set([active]));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (key: string) => {
    setActive(key);
    setOpened((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP[event.key];
    const next = step && tabs[step(index, tabs.length)];
    if (!next) return;
    event.preventDefault();
    choose(next.key);
    buttons.current[tabs.indexOf(next)]?.focus();
  };

  return (
    <div>
      <div className={styles.tablist} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.key} role="tabpanel" id={`${id}-panel-${tab.key}`} hidden={tab.key !== active}>
          {opened.has(tab.key) && tab.render()}
        </div>
      ))}
    </div>
  );
}
