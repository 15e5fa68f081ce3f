import { useState } from "react";
import { useTranslation } from "../../../i18n";
import { CallError } from "../../../lib/request";
import styles from "../admin.module.css";
import { Sheet } from "./Sheet";
import type { ActionContext, RowAction } from "./types";

/** Runs an action; refusals were alerted by the request layer already. */
async function runAction<R>(action: RowAction<R>, row: R, ctx: ActionContext<R>) {
  try {
    await action.run(row, ctx);
  } catch (error) {
    if (!(error instanceof CallError)) throw error;
  }
}

/**
 * The actions of one row: the inline ones as buttons (named with the row, "Edit: alice"), the others in a
 * "More" sheet.
 */
export function RowActions<R>(props: {
  row: R;
  name: string;
  actions: RowAction<R>[];
  ctx: ActionContext<R>;
}) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);
  const { row } = props;
  const shown = props.actions.filter((a) => !a.visible || a.visible(row));
  const labelOf = (a: RowAction<R>) => t(typeof a.label === "function" ? a.label(row) : a.label);
  const inline = shown.filter((a) => a.inline);
  const more = shown.filter((a) => !a.inline);
  return (
    <div className={styles.rowActions}>
      {inline.map((action) => (
        <button
          key={action.key}
          type="button"
          className={action.danger ? `${styles.action} ${styles.danger}` : styles.action}
          aria-label={`${labelOf(action)}: ${props.name}`}
          onClick={() => void runAction(action, row, props.ctx)}
        >
          {labelOf(action)}
        </button>
      ))}
      {more.length > 0 && (
        <button
          type="button"
          className={styles.action}
          aria-label={t("admin.list.moreFor", { name: props.name })}
          aria-haspopup="dialog"
          onClick={() => setMenu(true)}
        >
          {t("admin.list.more")} ▾
        </button>
      )}
      {menu && (
        <Sheet title={props.name} onClose={() => setMenu(false)}>
          <div className={styles.menu}>
            {more.map((action) => (
              <button
                key={action.key}
                type="button"
                className={action.danger ? `${styles.menuItem} ${styles.danger}` : styles.menuItem}
                onClick={() => {
                  setMenu(false);
                  void runAction(action, row, props.ctx);
                }}
              >
                {labelOf(action)}
              </button>
            ))}
          </div>
        </Sheet>
      )}
    </div>
  );
}
