import type { RouteContract } from "@roster/contract";
import type { ReactNode } from "react";
import type { TFunction } from "../../../i18n";

/** A record of a console list: every row has its `_id`. */
export interface EntityRow {
  _id: string;
}

/** A choice of a select field or filter; `value` is what the route receives. */
export interface Option {
  value: string | number | boolean | null;
  /** A text key (translated) or, with `raw`, the text itself. */
  label: string;
  raw?: boolean;
}

/** How a form field is edited and what it sends. */
export type FieldKind =
  | "text"
  | "password"
  | "textarea"
  | "number"
  | "switch"
  | "select"
  /** A text area whose non-empty lines are sent as a list. */
  | "lines"
  /** A text area holding JSON, sent parsed. */
  | "json";

/** One field of an entity's form. */
export interface FieldSpec<R> {
  /** The route's field name. */
  name: string;
  kind: FieldKind;
  /** Text key of the label. */
  label: string;
  /** Text key of a hint under the field. */
  hint?: string;
  /** Values the hint's text interpolates (an example route path). */
  hintValues?: Record<string, string>;
  /** Text key of the hint when editing, if it differs ("leave empty to keep"). */
  editHint?: string;
  /** Marked required; `"create"` only when adding (a password that editing may leave empty). */
  required?: boolean | "create";
  /** Only when creating (ids); shown read-only when editing. */
  createOnly?: boolean;
  /** Fixed choices, or choices built from the rows on screen (a parent among the other menus). */
  options?: Option[] | ((rows: readonly R[], editing: R | undefined) => Option[]);
  /** The form value of the field for a row (default: the row's value under `name`). */
  read?: (row: R) => FormValue;
  /** Leave the field out of the payload when it is empty (an update that keeps the password). */
  omitWhenEmpty?: boolean;
  /** Send `null` when the field is empty (clears a mobile or e-mail). */
  nullWhenEmpty?: boolean;
}

/** A field's value while editing: text for text-like fields, a flag for switches. */
export type FormValue = string | boolean;

/** The values of a form, by field name. */
export type FormValues = Record<string, FormValue>;

/** One column of a list: a table column on wide screens, a line of the card on phones. */
export interface ColumnSpec<R> {
  key: string;
  /** Text key of the header. */
  label: string;
  render?: (row: R, t: TFunction) => ReactNode;
  /** The card's title on phones (one column per entity). */
  primary?: boolean;
  /** Leave out of the phone card (shown in the table only). */
  wideOnly?: boolean;
  /** A CSS width for the table column. */
  width?: string;
  /**
   * The list route's sort field for this column (one its list spec allows): the table's header becomes a
   * button that sorts the list on the server (`sortRule`). Columns without it do not sort.
   */
  sort?: string;
  /** Keep the cell on one line, cut with an ellipsis (the full text in a tooltip): long ids, e-mails, URLs. */
  clip?: boolean;
}

/** A field the list can be searched by (text contains, by default). */
export interface SearchSpec {
  key: string;
  label: string;
  mode?: "%%" | "%*" | "=";
}

/** A select filter above the list. */
export interface FilterSpec {
  key: string;
  label: string;
  options: Option[];
}

/** What row actions may do: open a dialog or the form over the list, reload it. */
export interface ActionContext<R> {
  t: TFunction;
  /** Opens the entity's form: editing `row`, or adding (`undefined`) with `preset` values. */
  openForm: (row: R | undefined, preset?: FormValues) => void;
  /** Shows `node` over the list until `close` is called. */
  open: (node: ReactNode) => void;
  close: () => void;
  /** Reloads the list (and what depends on it, such as the home menu). */
  refresh: () => Promise<void>;
}

/** An action on one row besides edit and delete. */
export interface RowAction<R> {
  key: string;
  /** Text key, or a function of the row (enable / disable). */
  label: string | ((row: R) => string);
  danger?: boolean;
  /** Shown as its own button next to the row; otherwise under "More". */
  inline?: boolean;
  visible?: (row: R) => boolean;
  run: (row: R, ctx: ActionContext<R>) => void | Promise<void>;
}

/**
 * Everything the generic console page needs to list, search, create, edit and delete one kind of record,
 * and the extra actions of its rows. One config per entity; the machinery is shared.
 */
export interface EntityConfig<R extends EntityRow> {
  /** Query key and test id of the entity. */
  id: string;
  /** Text key of the page title (Roles). */
  title: string;
  /** Text key of one record's kind (Role). */
  entity: string;
  /** The list route. */
  list: RouteContract;
  /**
   * The form fields of the add and update routes' refusals that name none, by code, written
   * by error name (`[ERROR_CODES.accountExists]: "username"`); a refusal that names a field (`key`) finds it by itself, the rest shows in the form.
   */
  refusals?: Readonly<Record<number, string>>;
  /** Add / update / delete routes; their contracts validate the payload before it is sent. */
  add?: RouteContract;
  update?: RouteContract;
  remove?: RouteContract;
  /** The name of a row in titles and confirmations. */
  rowName: (row: R) => string;
  /**
   * The accessible name of a row (table row, card) when its cells do not read as one: a log entry's
   * sentence. Without it a row is named by its cells.
   */
  rowLabel?: (row: R) => string;
  columns: ColumnSpec<R>[];
  search?: SearchSpec[];
  filters?: FilterSpec[];
  fields?: FieldSpec<R>[];
  /** The values of a new record's form (defaults besides empty text and false). */
  defaults?: FormValues;
  /** Adjusts a payload built from the form before validation (`editing` is the row being edited). */
  finish?: (payload: Record<string, unknown>, editing: R | undefined) => Record<string, unknown>;
  actions?: RowAction<R>[];
  /** Rows in display order with their depth, for trees (menus). */
  arrange?: (rows: readonly R[]) => Array<{ row: R; depth: number }>;
  /** Rows per page (default 20; trees load them all at once). */
  pageSize?: number;
}
