import Dialog from "antd-mobile/es/components/dialog";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "../../../i18n";
import { QueryProvider } from "../../../lib/query/QueryProvider";
import { CallError, toastMessage } from "../../../lib/request";
import { alertRefusal } from "../../form/server-errors";
import { PageLoading } from "../../layout/PageLoading";
import { AdminShell } from "../AdminShell";
import styles from "../admin.module.css";
import { callAdmin } from "../api";
import { EntityCards } from "./EntityCards";
import { EntityForm, type FormTarget } from "./EntityForm";
import { EntityTable } from "./EntityTable";
import { ListToolbar } from "./ListToolbar";
import { firstQuery, type ListQuery, nextSort, pageSizeOf } from "./list-model";
import { Pager } from "./Pager";
import type { ActionContext, EntityConfig, EntityRow, RowAction } from "./types";
import { useEntityList, useRefreshConsole } from "./use-entity-list";
import { useWideScreen } from "./use-wide-screen";

/** A console page for one entity: its list (table or cards), search, paging, form and row actions. */
export function AdminEntityPage<R extends EntityRow>({ config }: { config: EntityConfig<R> }) {
  return (
    <QueryProvider>
      <EntityPage config={config} />
    </QueryProvider>
  );
}

function EntityPage<R extends EntityRow>({ config }: { config: EntityConfig<R> }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<ListQuery>(() => firstQuery(config));
  const list = useEntityList(config, query);
  const refresh = useRefreshConsole();
  const wide = useWideScreen();
  const [form, setForm] = useState<FormTarget<R> | null>(null);
  const [overlay, setOverlay] = useState<ReactNode>(null);
  // The last page the server gave: a search or filter it refuses leaves it on screen (see `refusal`).
  const [kept, setKept] = useState(list.data);
  if (list.data && list.data !== kept) setKept(list.data);
  const data = list.data ?? (list.isError ? kept : undefined);
  const rows = data?.rows ?? [];
  const ctx: ActionContext<R> = {
    t,
    openForm: (row, preset) => setForm({ row, preset }),
    open: setOverlay,
    close: () => setOverlay(null),
    refresh,
  };
  const actions = rowActions(config);
  const arranged = config.arrange ? config.arrange(rows) : rows.map((row) => ({ row, depth: 0 }));
  const filtered = query.searchText.trim() !== "" || Object.values(query.filters).some((v) => v !== "");
  // The list loads quietly. A first load that fails has no form to answer: the alert says why (and the
  // list's place, below). A later failure (a search or filter the server refused) is said under the
  // search, the rows before it kept.
  const failedFirst = list.isError && !data;
  useEffect(() => {
    if (failedFirst) alertRefusal(list.error);
  }, [failedFirst, list.error]);
  const refusal =
    list.isError && data && list.error instanceof CallError
      ? list.error.msg || t("admin.list.loadFailed")
      : undefined;
  let body: ReactNode;
  if (list.isPending) body = <PageLoading />;
  else if (failedFirst) {
    body = (
      <div className={styles.failed} role="alert">
        <p>{t("admin.list.loadFailed")}</p>
        {list.error instanceof CallError && list.error.msg && (
          <p className={styles.reason}>{list.error.msg}</p>
        )}
        <button type="button" className={styles.action} onClick={() => void list.refetch()}>
          {t("admin.list.retry")}
        </button>
      </div>
    );
  } else if (arranged.length === 0) {
    body = <p className={styles.empty}>{t(filtered ? "admin.list.noMatch" : "admin.list.empty")}</p>;
  } else {
    body = wide ? (
      <EntityTable
        config={config}
        rows={arranged}
        actions={actions}
        ctx={ctx}
        sort={query.sort}
        // Trees (menus) keep their order: parents before their children.
        onSort={
          config.arrange
            ? undefined
            : (name) => setQuery((q) => ({ ...q, pageIndex: 1, sort: nextSort(q.sort, name) }))
        }
      />
    ) : (
      <EntityCards config={config} rows={arranged} actions={actions} ctx={ctx} />
    );
  }
  return (
    <AdminShell title={t(config.title)} current={config.id}>
      <ListToolbar
        config={config}
        query={query}
        onQuery={setQuery}
        onAdd={config.add && config.fields ? () => setForm({}) : undefined}
        refusal={refusal}
      />
      <div aria-busy={list.isFetching} data-testid={`${config.id}-list`}>
        {body}
      </div>
      {data && (
        <Pager
          total={data.total}
          pageIndex={query.pageIndex}
          pageSize={pageSizeOf(config)}
          onPage={(pageIndex) => setQuery((q) => ({ ...q, pageIndex }))}
        />
      )}
      {form && (
        <EntityForm
          config={config}
          rows={rows}
          target={form}
          onClose={() => setForm(null)}
          onSaved={refresh}
        />
      )}
      {overlay}
    </AdminShell>
  );
}

/** Edit first (when the entity can be edited), the entity's own actions, delete last. */
function rowActions<R extends EntityRow>(config: EntityConfig<R>): RowAction<R>[] {
  const edit: RowAction<R> = {
    key: "edit",
    label: "admin.list.edit",
    inline: true,
    run: (row, ctx) => ctx.openForm(row),
  };
  const remove: RowAction<R> = {
    key: "delete",
    label: "admin.list.delete",
    danger: true,
    run: async (row, ctx) => {
      const confirmed = await Dialog.confirm({
        content: ctx.t("admin.list.deleteConfirm", { name: config.rowName(row) }),
        confirmText: ctx.t("admin.list.delete"),
        cancelText: ctx.t("common.cancel"),
      });
      if (!confirmed || !config.remove) return;
      await callAdmin(config.remove, { _id: row._id });
      void toastMessage(ctx.t("admin.list.deleted"), "success");
      await ctx.refresh();
    },
  };
  return [
    ...(config.update && config.fields ? [edit] : []),
    ...(config.actions ?? []),
    ...(config.remove ? [remove] : []),
  ];
}
