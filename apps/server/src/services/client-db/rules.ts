import { and, type Cond, type DbValue, FALSE, not, or, TRUE } from "./conditions.js";

/**
 * The permission rules of the clientDB schemas: a small expression language like uniCloud's DB schema,
 * parsed once at start-up (never evaluated as code).
 *
 *   rule    := or
 *   or      := and ("||" and)*
 *   and     := unary ("&&" unary)*
 *   unary   := "!" unary | "(" rule ")" | "true" | "false" | compare
 *   compare := operand ("==" | "!=") operand | literal "in" "auth.role"
 *   operand := "auth.uid" | "doc.<field>" | 'text' | "text" | number | true | false | null
 *
 * `doc.<field>` is the document the rule is asked about: on reads, updates and removes it becomes a
 * condition the database applies (so only allowed rows are ever touched); on creates it is the new document.
 */
export type Literal = string | number | boolean | null;

type Operand =
  | { kind: "literal"; value: Literal }
  | { kind: "uid" }
  | { kind: "role" }
  | { kind: "doc"; field: string };

export type Rule =
  | { kind: "const"; value: boolean }
  | { kind: "and" | "or"; left: Rule; right: Rule }
  | { kind: "not"; item: Rule }
  | { kind: "compare"; op: "==" | "!="; left: Operand; right: Operand }
  | { kind: "hasRole"; role: string };

/** Who asks: the uid of a signed-in caller (null for a stranger) and the caller's enabled roles. */
export interface RuleAuth {
  uid: string | null;
  roles: readonly string[];
}

/** Turns a rule literal compared with `doc.<field>` into the field's database value (or throws). */
export type FieldEncoder = (field: string, value: Literal) => DbValue;

const TOKEN =
  /\s*(?:(\|\||&&|==|!=|!|\(|\))|'([^'\\]*)'|"([^"\\]*)"|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)?))/y;

type Token = { op: string } | { literal: Literal } | { name: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`rule "${source}": unexpected text at ${start}`);
    const [, op, single, double, number, name] = match;
    if (op !== undefined) tokens.push({ op });
    else if (single !== undefined || double !== undefined) tokens.push({ literal: single ?? double ?? "" });
    else if (number !== undefined) tokens.push({ literal: Number(number) });
    else if (name === "true" || name === "false") tokens.push({ literal: name === "true" });
    else if (name === "null") tokens.push({ literal: null });
    else tokens.push({ name: name! });
  }
  return tokens;
}

/** Parses a rule (`true`, `"doc.user_id == auth.uid"`...) over the given fields; throws on any mistake. */
export function parseRule(source: string | boolean, fields: ReadonlySet<string>): Rule {
  if (typeof source === "boolean") return { kind: "const", value: source };
  const tokens = tokenize(source);
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`rule "${source}": ${why}`);
  };
  const peekOp = (op: string) => {
    const token = tokens[at];
    return token !== undefined && "op" in token && token.op === op;
  };
  const operand = (): Operand => {
    const token = tokens[at++] ?? fail("ends too early");
    if ("literal" in token) return { kind: "literal", value: token.literal };
    if (!("name" in token)) return fail(`unexpected "${token.op}"`);
    if (token.name === "auth.uid") return { kind: "uid" };
    if (token.name === "auth.role") return { kind: "role" };
    if (token.name.startsWith("doc.") && fields.has(token.name.slice(4))) {
      return { kind: "doc", field: token.name.slice(4) };
    }
    return fail(`unknown name ${token.name}`);
  };
  const unary = (): Rule => {
    if (peekOp("!")) {
      at++;
      return { kind: "not", item: unary() };
    }
    if (peekOp("(")) {
      at++;
      const inner = orRule();
      if (!peekOp(")")) fail("missing )");
      at++;
      return inner;
    }
    const left = operand();
    const next = tokens[at];
    if (next && "name" in next && next.name === "in") {
      at++;
      const right = operand();
      if (left.kind !== "literal" || typeof left.value !== "string" || right.kind !== "role") {
        return fail("only 'role' in auth.role is supported");
      }
      return { kind: "hasRole", role: left.value };
    }
    if (peekOp("==") || peekOp("!=")) {
      const op = (tokens[at++] as { op: "==" | "!=" }).op;
      const right = operand();
      if (left.kind === "role" || right.kind === "role") fail("auth.role is only used with in");
      if (left.kind === "doc" && right.kind === "doc") fail("two document fields cannot be compared");
      return { kind: "compare", op, left, right };
    }
    if (left.kind === "literal" && typeof left.value === "boolean")
      return { kind: "const", value: left.value };
    return fail("a comparison is expected");
  };
  const andRule = (): Rule => {
    let left = unary();
    while (peekOp("&&")) {
      at++;
      left = { kind: "and", left, right: unary() };
    }
    return left;
  };
  const orRule = (): Rule => {
    let left = andRule();
    while (peekOp("||")) {
      at++;
      left = { kind: "or", left, right: andRule() };
    }
    return left;
  };
  const rule = orRule();
  if (at !== tokens.length) fail("unexpected text after the rule");
  return rule;
}

/** Whether a rule mentions the document (false: its answer depends on the caller alone). */
export function readsDocument(rule: Rule): boolean {
  switch (rule.kind) {
    case "const":
    case "hasRole":
      return false;
    case "not":
      return readsDocument(rule.item);
    case "and":
    case "or":
      return readsDocument(rule.left) || readsDocument(rule.right);
    case "compare":
      return rule.left.kind === "doc" || rule.right.kind === "doc";
  }
}

const operandValue = (operand: Operand, auth: RuleAuth): Literal =>
  operand.kind === "literal" ? operand.value : operand.kind === "uid" ? auth.uid : null;

function compareToCond(rule: Extract<Rule, { kind: "compare" }>, auth: RuleAuth, encode: FieldEncoder): Cond {
  const equal = rule.op === "==";
  const docSide = rule.left.kind === "doc" ? rule.left : rule.right.kind === "doc" ? rule.right : undefined;
  if (!docSide) {
    const same = operandValue(rule.left, auth) === operandValue(rule.right, auth);
    return same === equal ? TRUE : FALSE;
  }
  const other = docSide === rule.left ? rule.right : rule.left;
  // A stranger owns nothing: `doc.user_id == auth.uid` never holds for one (and `!=` always does).
  if (other.kind === "uid" && auth.uid === null) return equal ? FALSE : TRUE;
  const value = encode(docSide.field, operandValue(other, auth));
  if (value === null) return { kind: "exists", field: docSide.field, exists: !equal };
  return { kind: "cmp", field: docSide.field, op: equal ? "=" : "<>", value };
}

/** The condition a rule sets for this caller: a constant, or what the documents must meet. */
export function ruleCondition(rule: Rule, auth: RuleAuth, encode: FieldEncoder): Cond {
  switch (rule.kind) {
    case "const":
      return rule.value ? TRUE : FALSE;
    case "hasRole":
      return auth.roles.includes(rule.role) ? TRUE : FALSE;
    case "not":
      return not(ruleCondition(rule.item, auth, encode));
    case "and":
      return and(ruleCondition(rule.left, auth, encode), ruleCondition(rule.right, auth, encode));
    case "or":
      return or(ruleCondition(rule.left, auth, encode), ruleCondition(rule.right, auth, encode));
    case "compare":
      return compareToCond(rule, auth, encode);
  }
}
