import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { useTranslation } from "../../../i18n";
import { FormMessage } from "../../form/FormMessage";
import styles from "../admin.module.css";
import type { ListQuery } from "./list-model";
import type { EntityConfig, EntityRow } from "./types";

/**
 * Search (field + text), filters and the Add button above a list; `refusal` is the server's answer to a
 * search or filter it refused, said under them while the rows before it stay on screen.
 */
export function ListToolbar<R extends EntityRow>(props: {
  config: EntityConfig<R>;
  query: ListQuery;
  onQuery: (query: ListQuery) => void;
  onAdd?: () => void;
  refusal?: string | undefined;
}) {
  const { t } = useTranslation();
  const { config, query } = props;
  const [text, setText] = useState(query.searchText);
  const [key, setKey] = useState(query.searchKey);
  const search = config.search ?? [];
  const apply = (changes: Partial<ListQuery>) => props.onQuery({ ...query, pageIndex: 1, ...changes });
  return (
    <search>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          apply({ searchKey: key, searchText: text });
        }}
      >
        {search.length > 0 && (
          <div className={styles.searchGroup}>
            {search.length > 1 && (
              <select
                className={`${styles.input} ${styles.searchField}`}
                value={key}
                onChange={(e) => setKey(e.target.value)}
                aria-label={t("admin.list.searchIn")}
              >
                {search.map((s) => (
                  <option key={s.key} value={s.key}>
                    {t(s.label)}
                  </option>
                ))}
              </select>
            )}
            <input
              className={`${styles.input} ${styles.searchText}`}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t("admin.list.searchPlaceholder")}
              aria-label={t("admin.list.search")}
            />
            <Button type="submit" shape="rounded" size="small" className={styles.searchButton}>
              {t("admin.list.search")}
            </Button>
          </div>
        )}
        {(config.filters ?? []).map((filter) => (
          <select
            key={filter.key}
            className={`${styles.input} ${styles.filter}`}
            value={query.filters[filter.key] ?? ""}
            onChange={(e) => apply({ filters: { ...query.filters, [filter.key]: e.target.value } })}
            aria-label={t(filter.label)}
          >
            <option value="">{t("admin.list.allOf", { label: t(filter.label) })}</option>
            {filter.options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.raw ? option.label : t(option.label)}
              </option>
            ))}
          </select>
        ))}
        {props.onAdd && (
          <Button shape="rounded" size="small" color="primary" className={styles.add} onClick={props.onAdd}>
            + {t("admin.list.add")}
          </Button>
        )}
      </form>
      <FormMessage message={props.refusal} />
    </search>
  );
}
