import { useTranslation } from "../../../i18n";
import styles from "../admin.module.css";
import { cellOf } from "./cells";
import { RowActions } from "./RowActions";
import type { ActionContext, EntityConfig, EntityRow, RowAction } from "./types";

/** The list as cards (phones): the primary column as the title, the other fields underneath, then actions. */
export function EntityCards<R extends EntityRow>(props: {
  config: EntityConfig<R>;
  rows: Array<{ row: R; depth: number }>;
  actions: RowAction<R>[];
  ctx: ActionContext<R>;
}) {
  const { t } = useTranslation();
  const { config } = props;
  const primary = config.columns.find((c) => c.primary) ?? config.columns[0];
  const details = config.columns.filter((c) => c !== primary && !c.wideOnly);
  return (
    <ul className={styles.cards} data-testid={`${config.id}-cards`}>
      {props.rows.map(({ row, depth }) => (
        <li
          key={row._id}
          className={styles.card}
          style={depth > 0 ? { marginLeft: depth * 16 } : undefined}
          aria-label={config.rowLabel?.(row)}
        >
          {primary && <div className={styles.cardTitle}>{cellOf(primary, row, t)}</div>}
          <dl className={styles.cardFields}>
            {details.map((column) => (
              <div key={column.key} className={styles.cardField}>
                <dt>{t(column.label)}</dt>
                <dd>{cellOf(column, row, t)}</dd>
              </div>
            ))}
          </dl>
          {props.actions.length > 0 && (
            <RowActions row={row} name={config.rowName(row)} actions={props.actions} ctx={props.ctx} />
          )}
        </li>
      ))}
    </ul>
  );
}
