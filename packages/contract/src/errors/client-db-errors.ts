import { defineTexts, type Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/** The verbs of `{action}` in clientDbPermissionDenied, by the schema's action (a catalogue section). */
export const CLIENT_DB_ACTIONS = defineTexts({
  read: { "zh-Hans": "读取", "zh-Hant": "讀取", en: "read", es: "leer", fr: "lire" },
  create: { "zh-Hans": "新增", "zh-Hant": "新增", en: "add to", es: "añadir a", fr: "ajouter à" },
  update: { "zh-Hans": "修改", "zh-Hant": "修改", en: "update", es: "actualizar", fr: "modifier" },
  delete: { "zh-Hans": "删除", "zh-Hant": "刪除", en: "remove from", es: "eliminar de", fr: "supprimer de" },
});

/**
 * Roster's errors of the clientDB service (91600-91699): what `uniCloud.database()` may send to the cloud
 * function `DCloud-clientDB` and what it may touch. Spread into ERRORS (catalogue.ts).
 */
export const CLIENT_DB_ERRORS = {
  /** Roster: the clientDB command is not the SDK's shape (`{detail}` says where). */
  clientDbBadCommand: entry(91600, {
    "zh-Hans": "数据库指令格式错误：{detail}",
    "zh-Hant": "資料庫指令格式錯誤：{detail}",
    en: "The database command is malformed: {detail}",
    es: "El comando de base de datos está mal formado: {detail}",
    fr: "La commande de base de données est mal formée : {detail}",
  }),
  /** Roster: a clientDB method Roster does not run (lookups, aggregates, geo, actions, getTree...). */
  clientDbMethodRefused: entry(91601, {
    "zh-Hans": "不支持的数据库方法：{method}",
    "zh-Hant": "不支援的資料庫方法：{method}",
    en: "The database method {method} is not supported",
    es: "El método de base de datos {method} no es compatible",
    fr: "La méthode de base de données {method} n’est pas prise en charge",
  }),
  /** Roster: a collection that clientDB does not open (unknown, or not in the permission schemas). */
  clientDbCollectionRefused: entry(91602, {
    "zh-Hans": "无法访问数据表：{collection}",
    "zh-Hant": "無法存取資料表：{collection}",
    en: "The collection {collection} cannot be accessed",
    es: "No se puede acceder a la colección {collection}",
    fr: "La collection {collection} n’est pas accessible",
  }),
  /** Roster: a query or update operator clientDB does not run (regexps, geo, expressions, update commands). */
  clientDbOperatorRefused: entry(91603, {
    "zh-Hans": "不支持的查询或更新操作：{operator}",
    "zh-Hant": "不支援的查詢或更新操作：{operator}",
    en: "The query or update operator {operator} is not supported",
    es: "El operador de consulta o actualización {operator} no es compatible",
    fr: "L’opérateur de requête ou de mise à jour {operator} n’est pas pris en charge",
  }),
  /** Roster: a field that does not exist or is not open to this caller for this action. */
  clientDbFieldRefused: entry(91604, {
    "zh-Hans": "无权访问字段：{field}",
    "zh-Hant": "無權存取欄位：{field}",
    en: "The field {field} cannot be accessed",
    es: "No se puede acceder al campo {field}",
    fr: "Le champ {field} n’est pas accessible",
  }),
  /** Roster: the permission schema refuses this action on the collection to this caller. */
  clientDbPermissionDenied: entry(91605, {
    "zh-Hans": "权限校验未通过，无权{action}数据表 {collection}",
    "zh-Hant": "權限校驗未通過，無權{action}資料表 {collection}",
    en: "Permission denied: you may not {action} {collection}",
    es: "Permiso denegado: no puedes {action} {collection}",
    fr: "Autorisation refusée : vous ne pouvez pas {action} {collection}",
  }),
  /** Roster: the command is too large or too deeply nested. */
  clientDbTooLarge: entry(91606, {
    "zh-Hans": "数据库指令过大或嵌套过深",
    "zh-Hant": "資料庫指令過大或巢狀過深",
    en: "The database command is too large or too deeply nested",
    es: "El comando de base de datos es demasiado grande o está anidado en exceso",
    fr: "La commande de base de données est trop volumineuse ou trop imbriquée",
  }),
  /**
   * Roster (92000, outside this file's block: the range of issue 27): the caller already holds `{max}`
   * documents of `{collection}`; adding `{adding}` more would pass the per-account cap. Nothing was added.
   */
  clientDbRowLimit: entry(92000, {
    "zh-Hans": "每个账号在数据表 {collection} 中最多{max}条数据，请先删除一些",
    "zh-Hant": "每個帳號在資料表 {collection} 中最多{max}筆資料，請先刪除一些",
    en: "An account can hold at most {max} documents in {collection}: remove some first",
    es: "Una cuenta puede tener como máximo {max} documentos en {collection}: elimina alguno primero",
    fr: "Un compte peut avoir au plus {max} documents dans {collection} : supprimez-en d’abord",
  }),
  /** Roster: a value of the wrong type or out of bounds for field `{field}` (`{detail}`). */
  clientDbValueInvalid: entry(91607, {
    "zh-Hans": "字段 {field} 的值无效：{detail}",
    "zh-Hant": "欄位 {field} 的值無效：{detail}",
    en: "The value of field {field} is not valid: {detail}",
    es: "El valor del campo {field} no es válido: {detail}",
    fr: "La valeur du champ {field} n’est pas valide : {detail}",
  }),
} as const satisfies Record<string, { code: number; messages: Texts }>;
