import { useTranslation } from "react-i18next";
import styles from "../admin.module.css";
import { cellOf } from "./cells";
import { RowActions } from "./RowActions";
import type { ActionContext, EntityConfig, EntityRow, RowAction } from "./types";

/** The list as a table (wide screens): one column per field, the actions last. */
export function EntityTable<R extends EntityRow>(props: {
  config: EntityConfig<R>;
  rows: Array<{ row: R; depth: number }>;
  actions: RowAction<R>[];
  ctx: ActionContext<R>;
}) {
  const { t } = useTranslation();
  const { config } = props;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={`${config.id}-table`}>
        <thead>
          <tr>
            {config.columns.map((column) => (
              <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
                {t(column.label)}
              </th>
            ))}
            {props.actions.length > 0 && <th scope="col">{t("admin.list.actions")}</th>}
          </tr>
        </thead>
        <tbody>
          {props.rows.map(({ row, depth }) => (
            <tr key={row._id}>
              {config.columns.map((column) => (
                <td
                  key={column.key}
                  className={column.primary ? styles.primaryCell : undefined}
                  style={column.primary && depth > 0 ? { paddingLeft: 12 + depth * 22 } : undefined}
                >
                  {column.primary && depth > 0 ? (
                    <span className={styles.treeCell}>
                      <span className={styles.branch} aria-hidden="true">
                        └
                      </span>
                      {cellOf(column, row, t)}
                    </span>
                  ) : (
                    cellOf(column, row, t)
                  )}
                </td>
              ))}
              {props.actions.length > 0 && (
                <td>
                  <RowActions row={row} name={config.rowName(row)} actions={props.actions} ctx={props.ctx} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
