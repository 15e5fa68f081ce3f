import { DB_TEST } from "@roster/contract";
import type { Database } from "../../db/schema.js";
import type { DbValue } from "./conditions.js";
import { type CollectionLimits, compileLimits } from "./limits.js";
import { type Literal, parseRule, type Rule, readsDocument, ruleCondition } from "./rules.js";

/**
 * The permission schemas of clientDB, like uniCloud's DB schema files: per collection, who may read,
 * create, update and delete which documents, and per field who may read and write it. Only collections
 * listed here exist for `uniCloud.database()`, and only their listed fields: every other table and column
 * (password hashes, tokens, sessions, codes, others' mobiles and e-mails) is out of reach by construction.
 */
export type FieldType = "id" | "string" | "flag" | "time";

interface FieldSource {
  /** The column behind the field (never taken from a request). */
  column: string;
  type: FieldType;
  /** Who may see the field (a rule over `auth` only). */
  read: string | boolean;
  /** Who may set it in an add or update (a rule over `auth` only). */
  write: string | boolean;
  /** Longest accepted text (string fields). */
  maxLength?: number;
  /** An add must give it. */
  required?: boolean;
  /** Set by the server on add whatever the client sends: the caller's uid, or the time. */
  forceDefaultValue?: "auth.uid" | "now";
  /** The value of an add that does not give the field. */
  defaultValue?: string | number;
}

interface CollectionSource {
  table: keyof Database;
  permission: Record<"read" | "create" | "update" | "delete", string | boolean>;
  fields: Record<string, FieldSource>;
  /** Required when clients may add: documents per account, and bytes of a row (see limits.ts). */
  limits?: { rowsPerOwner: number; rowBytes: number };
}

const SOURCES: Record<string, CollectionSource> = {
  /**
   * Anyone reads public notes; signed-in users add notes they own and change or remove only those, at
   * most as many and as large as the rows of the db_api demo.
   */
  "demo-notes": {
    table: "demo_notes",
    permission: {
      read: "doc.public == true || doc.user_id == auth.uid || 'admin' in auth.role",
      create: "auth.uid != null && doc.user_id == auth.uid",
      update: "doc.user_id == auth.uid",
      delete: "doc.user_id == auth.uid",
    },
    fields: {
      _id: { column: "id", type: "id", read: true, write: false },
      user_id: { column: "user_id", type: "id", read: true, write: false, forceDefaultValue: "auth.uid" },
      title: { column: "title", type: "string", read: true, write: true, maxLength: 200, required: true },
      body: { column: "body", type: "string", read: true, write: true, maxLength: 1_000, defaultValue: "" },
      public: { column: "public", type: "flag", read: true, write: true, defaultValue: 0 },
      _add_time: { column: "add_time", type: "time", read: true, write: false, forceDefaultValue: "now" },
    },
    limits: { rowsPerOwner: DB_TEST.maxRowsPerUser, rowBytes: DB_TEST.maxRowBytes },
  },
  /** A read-only view of the caller's own account: its id, nickname and avatar, nothing else. */
  "uni-id-users": {
    table: "users",
    permission: { read: "doc._id == auth.uid", create: false, update: false, delete: false },
    fields: {
      _id: { column: "id", type: "id", read: true, write: false },
      nickname: { column: "nickname", type: "string", read: true, write: false },
      avatar: { column: "avatar", type: "string", read: true, write: false },
    },
  },
};

export interface FieldSchema extends Omit<FieldSource, "read" | "write"> {
  name: string;
  read: Rule;
  write: Rule;
}

export interface CollectionSchema {
  name: string;
  table: keyof Database;
  permission: Record<"read" | "create" | "update" | "delete", Rule>;
  fields: ReadonlyMap<string, FieldSchema>;
  /** Set exactly when clients may add to the collection. */
  limits: CollectionLimits | undefined;
}

/** Checks a literal against a field's type and gives its database value (undefined: not of the type). */
export function encodeValue(type: FieldType, value: unknown): DbValue | undefined {
  if (value === null) return null;
  if (type === "flag") return typeof value === "boolean" ? (value ? 1 : 0) : undefined;
  if (type === "time") return Number.isSafeInteger(value) ? (value as number) : undefined;
  return typeof value === "string" ? value : undefined;
}

/** Parses every rule of the sources; a mistake stops the start (thrown). Exported for its tests. */
export function compileSchemas(
  sources: Record<string, CollectionSource>,
): ReadonlyMap<string, CollectionSchema> {
  const compiled = new Map<string, CollectionSchema>();
  for (const [name, source] of Object.entries(sources)) {
    const names = new Set(Object.keys(source.fields));
    const fields = new Map<string, FieldSchema>();
    for (const [fieldName, field] of Object.entries(source.fields)) {
      const read = parseRule(field.read, names);
      const write = parseRule(field.write, names);
      if (readsDocument(read) || readsDocument(write)) {
        throw new Error(`${name}.${fieldName}: field rules may only read auth`);
      }
      fields.set(fieldName, { ...field, name: fieldName, read, write });
    }
    const rule = (text: string | boolean) => parseRule(text, names);
    const { permission } = source;
    const schema: CollectionSchema = {
      name,
      table: source.table,
      permission: {
        read: rule(permission.read),
        create: rule(permission.create),
        update: rule(permission.update),
        delete: rule(permission.delete),
      },
      fields,
      limits: undefined,
    };
    schema.limits = compileLimits(
      { name, create: schema.permission.create, fields: fields.values() },
      source.limits,
    );
    // Applying each rule once checks every literal against its field's type now, not on a call.
    for (const check of Object.values(schema.permission)) {
      ruleCondition(check, { uid: "probe", roles: [] }, fieldEncoder(schema));
    }
    compiled.set(name, schema);
  }
  return compiled;
}

/** The shipped schemas, parsed once when the module loads. */
export const SCHEMAS: ReadonlyMap<string, CollectionSchema> = compileSchemas(SOURCES);

/** The encoder rules use: a literal compared with `doc.<field>` becomes that field's database value. */
export function fieldEncoder(collection: CollectionSchema): (field: string, value: Literal) => DbValue {
  return (field, value) => {
    const schema = collection.fields.get(field);
    const encoded = schema && encodeValue(schema.type, value);
    if (encoded === undefined)
      throw new Error(`${collection.name}: rule compares ${field} with ${String(value)}`);
    return encoded;
  };
}
