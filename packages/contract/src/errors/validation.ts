import { defineTexts } from "../i18n/texts.js";

/**
 * Messages for input that breaks a contract. Keys are either a rule of `validators/` (username, password,
 * mobile, ...) or a generic kind (required, type, tooLong, ...). `{field}` is the field's label in the
 * same language (FIELD_LABELS, or the form's own label on the client), never the wire name.
 */
export const VALIDATION_MESSAGES = defineTexts({
  username: {
    "zh-Hans": "用户名以字母开头，长度在3~32之间，只能包含字母、数字、下划线和减号",
    "zh-Hant": "使用者名稱以字母開頭，長度在3~32之間，只能包含字母、數字、底線和減號",
    en: "Username must start with a letter and have 3-32 characters: letters, digits, _ or -",
    es: "El nombre de usuario debe empezar por una letra y tener de 3 a 32 caracteres: letras, números, _ o -",
    fr: "Le nom d’utilisateur doit commencer par une lettre et comporter 3 à 32 caractères : lettres, chiffres, _ ou -",
  },
  password: {
    "zh-Hans": "密码长度在6~18之间，只能包含字母、数字、下划线和@",
    "zh-Hant": "密碼長度在6~18之間，只能包含字母、數字、底線和@",
    en: "Password must have 6-18 characters: letters, digits, _ or @",
    es: "La contraseña debe tener de 6 a 18 caracteres: letras, números, _ o @",
    fr: "Le mot de passe doit comporter 6 à 18 caractères : lettres, chiffres, _ ou @",
  },
  mobile: {
    "zh-Hans": "手机号格式错误",
    "zh-Hant": "手機號格式錯誤",
    en: "Invalid mobile number",
    es: "Número de móvil no válido",
    fr: "Numéro de mobile non valide",
  },
  email: {
    "zh-Hans": "邮箱格式错误",
    "zh-Hant": "郵箱格式錯誤",
    en: "Invalid e-mail address",
    es: "Correo electrónico no válido",
    fr: "Adresse e-mail non valide",
  },
  mobileCode: {
    "zh-Hans": "验证码必须是6位数字",
    "zh-Hant": "驗證碼必須是6位數字",
    en: "The verification code must be 6 digits",
    es: "El código de verificación debe tener 6 dígitos",
    fr: "Le code de vérification doit comporter 6 chiffres",
  },
  url: {
    "zh-Hans": "{field}必须是https链接或本站路径",
    "zh-Hant": "{field}必須是https連結或本站路徑",
    en: "{field} must be an https URL or a path on this site",
    es: "El campo {field} debe ser una URL https o una ruta de este sitio",
    fr: "Le champ {field} doit être une URL https ou un chemin de ce site",
  },
  required: {
    "zh-Hans": "{field}不可为空",
    "zh-Hant": "{field}不可為空",
    en: "{field} is required",
    es: "El campo {field} es obligatorio",
    fr: "Le champ {field} est obligatoire",
  },
  type: {
    "zh-Hans": "{field}必须是{expected}",
    "zh-Hant": "{field}必須是{expected}",
    en: "{field} must be a {expected}",
    es: "El campo {field} debe ser de tipo {expected}",
    fr: "Le champ {field} doit être de type {expected}",
  },
  tooLong: {
    "zh-Hans": "{field}长度不能超过{max}",
    "zh-Hant": "{field}長度不能超過{max}",
    en: "{field} must be at most {max} long",
    es: "El campo {field} debe tener como máximo {max} de longitud",
    fr: "Le champ {field} doit avoir une longueur de {max} au plus",
  },
  tooShort: {
    "zh-Hans": "{field}长度不能少于{min}",
    "zh-Hant": "{field}長度不能少於{min}",
    en: "{field} must be at least {min} long",
    es: "El campo {field} debe tener al menos {min} de longitud",
    fr: "Le champ {field} doit avoir une longueur d’au moins {min}",
  },
  tooBig: {
    "zh-Hans": "{field}不能大于{max}",
    "zh-Hant": "{field}不能大於{max}",
    en: "{field} must be at most {max}",
    es: "El campo {field} debe ser como máximo {max}",
    fr: "Le champ {field} doit être au plus {max}",
  },
  tooSmall: {
    "zh-Hans": "{field}不能小于{min}",
    "zh-Hant": "{field}不能小於{min}",
    en: "{field} must be at least {min}",
    es: "El campo {field} debe ser al menos {min}",
    fr: "Le champ {field} doit être au moins {min}",
  },
  oneOf: {
    "zh-Hans": "{field}必须是以下之一：{values}",
    "zh-Hant": "{field}必須是以下之一：{values}",
    en: "{field} must be one of: {values}",
    es: "El campo {field} debe ser uno de estos valores: {values}",
    fr: "Le champ {field} doit être l’une de ces valeurs : {values}",
  },
  invalid: {
    "zh-Hans": "{field}不合法",
    "zh-Hant": "{field}不合法",
    en: "{field} is invalid",
    es: "El campo {field} no es válido",
    fr: "Le champ {field} n’est pas valide",
  },
  nul: {
    "zh-Hans": "{field}不能包含空字符（\\0）",
    "zh-Hant": "{field}不能包含空字元（\\0）",
    en: "{field} must not contain NUL characters",
    es: "El campo {field} no debe contener caracteres NUL",
    fr: "Le champ {field} ne doit pas contenir de caractères NUL",
  },
  tooDeep: {
    "zh-Hans": "{field}的嵌套层数不能超过{max}",
    "zh-Hant": "{field}的巢狀層數不能超過{max}",
    en: "{field} must not be nested more than {max} levels deep",
    es: "El campo {field} no debe anidarse más de {max} niveles",
    fr: "Le champ {field} ne doit pas être imbriqué sur plus de {max} niveaux",
  },
  tooLarge: {
    "zh-Hans": "{field}不能超过{max}字节",
    "zh-Hant": "{field}不能超過{max}位元組",
    en: "{field} must be at most {max} bytes",
    es: "El campo {field} debe ocupar como máximo {max} bytes",
    fr: "Le champ {field} doit faire au plus {max} octets",
  },
  unknownKeys: {
    "zh-Hans": "不认识的字段：{keys}",
    "zh-Hant": "不認識的欄位：{keys}",
    en: "Unknown field: {keys}",
    es: "Campo desconocido: {keys}",
    fr: "Champ inconnu : {keys}",
  },
});

/** A key of {@link VALIDATION_MESSAGES}. */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * The same messages as whole sentences for a field the catalogue has no label for (a nested key of a
 * free-form object, say): the response's `key` still names the path, the sentence never does.
 */
export const UNNAMED_VALIDATION_MESSAGES = defineTexts({
  username: VALIDATION_MESSAGES.username,
  password: VALIDATION_MESSAGES.password,
  mobile: VALIDATION_MESSAGES.mobile,
  email: VALIDATION_MESSAGES.email,
  mobileCode: VALIDATION_MESSAGES.mobileCode,
  url: {
    "zh-Hans": "链接必须是https地址或本站路径",
    "zh-Hant": "連結必須是https位址或本站路徑",
    en: "A link must be an https URL or a path on this site",
    es: "Un enlace debe ser una URL https o una ruta de este sitio",
    fr: "Un lien doit être une URL https ou un chemin de ce site",
  },
  required: {
    "zh-Hans": "缺少必填的参数",
    "zh-Hant": "缺少必填的參數",
    en: "A required value is missing",
    es: "Falta un valor obligatorio",
    fr: "Une valeur obligatoire manque",
  },
  type: {
    "zh-Hans": "参数类型错误，应为{expected}",
    "zh-Hant": "參數類型錯誤，應為{expected}",
    en: "A value has the wrong type: expected a {expected}",
    es: "Un valor tiene un tipo incorrecto: se esperaba {expected}",
    fr: "Une valeur n’a pas le bon type : {expected} attendu",
  },
  tooLong: {
    "zh-Hans": "参数过长，长度不能超过{max}",
    "zh-Hant": "參數過長，長度不能超過{max}",
    en: "A value is too long: at most {max}",
    es: "Un valor es demasiado largo: como máximo {max}",
    fr: "Une valeur est trop longue : {max} au plus",
  },
  tooShort: {
    "zh-Hans": "参数过短，长度不能少于{min}",
    "zh-Hant": "參數過短，長度不能少於{min}",
    en: "A value is too short: at least {min}",
    es: "Un valor es demasiado corto: al menos {min}",
    fr: "Une valeur est trop courte : au moins {min}",
  },
  tooBig: {
    "zh-Hans": "参数不能大于{max}",
    "zh-Hant": "參數不能大於{max}",
    en: "A value must be at most {max}",
    es: "Un valor debe ser como máximo {max}",
    fr: "Une valeur doit être au plus {max}",
  },
  tooSmall: {
    "zh-Hans": "参数不能小于{min}",
    "zh-Hant": "參數不能小於{min}",
    en: "A value must be at least {min}",
    es: "Un valor debe ser al menos {min}",
    fr: "Une valeur doit être au moins {min}",
  },
  oneOf: {
    "zh-Hans": "参数必须是以下之一：{values}",
    "zh-Hant": "參數必須是以下之一：{values}",
    en: "A value must be one of: {values}",
    es: "Un valor debe ser uno de estos: {values}",
    fr: "Une valeur doit être l’une de celles-ci : {values}",
  },
  invalid: {
    "zh-Hans": "参数不合法",
    "zh-Hant": "參數不合法",
    en: "A value is invalid",
    es: "Un valor no es válido",
    fr: "Une valeur n’est pas valide",
  },
  nul: {
    "zh-Hans": "参数不能包含空字符（\\0）",
    "zh-Hant": "參數不能包含空字元（\\0）",
    en: "A value contains a NUL character",
    es: "Un valor contiene un carácter NUL",
    fr: "Une valeur contient un caractère NUL",
  },
  tooDeep: {
    "zh-Hans": "参数的嵌套层数不能超过{max}",
    "zh-Hant": "參數的巢狀層數不能超過{max}",
    en: "A value is nested more than {max} levels deep",
    es: "Un valor está anidado más de {max} niveles",
    fr: "Une valeur est imbriquée sur plus de {max} niveaux",
  },
  tooLarge: {
    "zh-Hans": "参数不能超过{max}字节",
    "zh-Hant": "參數不能超過{max}位元組",
    en: "A value must be at most {max} bytes",
    es: "Un valor debe ocupar como máximo {max} bytes",
    fr: "Une valeur doit faire au plus {max} octets",
  },
  unknownKeys: VALIDATION_MESSAGES.unknownKeys,
}) satisfies Record<ValidationMessageKey, unknown>;

/** Names of the JSON types in `type` messages, by type. */
export const TYPE_NAME_TEXTS = defineTexts({
  string: { "zh-Hans": "字符串", "zh-Hant": "字串", en: "string", es: "texto", fr: "texte" },
  number: { "zh-Hans": "数字", "zh-Hant": "數字", en: "number", es: "número", fr: "nombre" },
  boolean: { "zh-Hans": "布尔值", "zh-Hant": "布林值", en: "boolean", es: "booleano", fr: "booléen" },
  object: { "zh-Hans": "对象", "zh-Hant": "物件", en: "object", es: "objeto", fr: "objet" },
  array: { "zh-Hans": "数组", "zh-Hant": "陣列", en: "array", es: "lista", fr: "tableau" },
  integer: { "zh-Hans": "整数", "zh-Hant": "整數", en: "integer", es: "entero", fr: "entier" },
});
