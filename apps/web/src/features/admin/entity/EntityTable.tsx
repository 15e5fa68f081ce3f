import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n";
import styles from "../admin.module.css";
import { cellOf } from "./cells";
import type { ListSort } from "./list-model";
import { RowActions } from "./RowActions";
import type { ActionContext, ColumnSpec, EntityConfig, EntityRow, RowAction } from "./types";

/** The `aria-sort` of a column's header: only the sorted column has one. */
const ariaSort = (column: ColumnSpec<unknown>, sort: ListSort | undefined) =>
  column.sort !== undefined && sort?.name === column.sort
    ? sort.type === "asc"
      ? "ascending"
      : "descending"
    : undefined;

/**
 * The list as a table (wide screens): one column per field, the actions last. With `onSort`, the headers of
 * columns that name a sort field are buttons: a click sorts by that column, a second click reverses it.
 */
export function EntityTable<R extends EntityRow>(props: {
  config: EntityConfig<R>;
  rows: Array<{ row: R; depth: number }>;
  actions: RowAction<R>[];
  ctx: ActionContext<R>;
  sort?: ListSort;
  onSort?: (name: string) => void;
}) {
  const { t } = useTranslation();
  const { config, sort, onSort } = props;
  const header = (column: ColumnSpec<R>): ReactNode => {
    const label = t(column.label);
    if (!onSort || column.sort === undefined) return label;
    const field = column.sort;
    // The direction arrow is drawn by the style sheet from the header's aria-sort.
    return (
      <button type="button" className={styles.sortButton} onClick={() => onSort(field)}>
        {label}
      </button>
    );
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={`${config.id}-table`}>
        <thead>
          <tr>
            {config.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={onSort ? ariaSort(column as ColumnSpec<unknown>, sort) : undefined}
                style={column.width ? { width: column.width } : undefined}
              >
                {header(column)}
              </th>
            ))}
            {props.actions.length > 0 && <th scope="col">{t("admin.list.actions")}</th>}
          </tr>
        </thead>
        <tbody>
          {props.rows.map(({ row, depth }) => (
            <tr key={row._id} aria-label={config.rowLabel?.(row)}>
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
                  ) : column.clip ? (
                    <ClippedCell value={(row as Record<string, unknown>)[column.key]}>
                      {cellOf(column, row, t)}
                    </ClippedCell>
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

/** A one-line cell cut with an ellipsis; the row's value (text, or a list of texts) shows whole as its tooltip. */
function ClippedCell({ value, children }: { value: unknown; children: ReactNode }) {
  const title =
    typeof value === "string" && value !== ""
      ? value
      : Array.isArray(value) && value.length > 0
        ? value.join("\n")
        : undefined;
  return (
    <span className={styles.clip} title={title}>
      {children}
    </span>
  );
}
