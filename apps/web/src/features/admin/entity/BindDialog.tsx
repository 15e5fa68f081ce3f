import { LIMITS, type RouteContract } from "@roster/contract";
import { useQuery } from "@tanstack/react-query";
import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { useTranslation } from "../../../i18n";
import { CallError, toastMessage } from "../../../lib/request";
import { FormMessage } from "../../form/FormMessage";
import { showRefusal } from "../../form/server-errors";
import { PageLoading } from "../../layout/PageLoading";
import styles from "../admin.module.css";
import { fetchListPage } from "../api";
import { Sheet } from "./Sheet";
import type { EntityRow } from "./types";

/** Where the choices of a bind dialog come from and how each is shown. */
export interface BindSource<O extends EntityRow> {
  /** The list route of the choices (loaded whole). */
  list: RouteContract;
  id: (option: O) => string;
  label: (option: O) => string;
  detail?: (option: O) => string;
  /** Choices in display order with their depth (a menu tree). */
  arrange?: (options: readonly O[]) => Array<{ row: O; depth: number }>;
}

/**
 * Chooses a set of ids among another list's records (a user's roles, a role's permissions or menus), with
 * a filter for long lists; `onSave` receives exactly the ids chosen and saves them quietly (`QUIET`): its
 * refusal, like a failure to load the choices, is said in the sheet, which stays open.
 */
export function BindDialog<O extends EntityRow>(props: {
  title: string;
  source: BindSource<O>;
  selected: readonly string[];
  onSave: (ids: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { source } = props;
  const [chosen, setChosen] = useState(() => new Set(props.selected));
  const [filter, setFilter] = useState("");
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const options = useQuery({
    queryKey: ["admin", "options", source.list.path],
    queryFn: () => fetchListPage<O>(source.list, { pageIndex: 1, pageSize: LIMITS.maxPageSize }),
  });
  const rows = options.data?.rows ?? [];
  const arranged = source.arrange ? source.arrange(rows) : rows.map((row) => ({ row, depth: 0 }));
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? arranged.filter(({ row }) => `${source.id(row)} ${source.label(row)}`.toLowerCase().includes(needle))
    : arranged;
  const toggle = (id: string, on: boolean) => {
    setRefusal(undefined);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const save = async () => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await props.onSave([...chosen]);
      void toastMessage(t("common.saved"), "success");
      props.onClose();
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      showRefusal(error, { fields: [], show: () => {}, showForm: setRefusal });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Sheet
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <span className={styles.selectedCount}>{t("admin.bind.selected", { count: chosen.size })}</span>
          <Button shape="rounded" onClick={props.onClose}>
            {t("common.cancel")}
          </Button>
          <Button shape="rounded" color="primary" loading={saving} onClick={() => void save()}>
            {t("common.save")}
          </Button>
        </>
      }
    >
      <input
        className={styles.input}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t("admin.bind.filter")}
        aria-label={t("admin.bind.filter")}
      />
      {options.isPending ? (
        <PageLoading />
      ) : options.isError ? (
        <FormMessage
          message={
            options.error instanceof CallError && options.error.msg
              ? `${t("admin.list.loadFailed")} ${options.error.msg}`
              : t("admin.list.loadFailed")
          }
        />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t("admin.bind.nothing")}</p>
      ) : (
        <ul className={styles.choices}>
          {shown.map(({ row, depth }) => {
            const id = source.id(row);
            return (
              <li key={id} style={{ paddingLeft: depth * 20 }}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={chosen.has(id)}
                    onChange={(e) => toggle(id, e.target.checked)}
                  />
                  <span>
                    <span className={styles.choiceLabel}>{source.label(row)}</span>
                    <span className={styles.choiceDetail}>{source.detail ? source.detail(row) : id}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FormMessage message={refusal} />
    </Sheet>
  );
}
