// Renders /openapi.json for people: routes by tag, their rules, input, output and failures. No outside
// resources; the page is served by the Roster server itself.

/** Creates an element with attributes and children (strings become text, never HTML). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

/** A one-line account of a JSON Schema's type and rules. */
function typeOf(schema) {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  const rules = [];
  for (const key of ["minLength", "maxLength", "minimum", "maximum", "maxItems", "pattern", "format"]) {
    const value = schema[key];
    // zod marks every integer with the safe-integer bounds: they say nothing to a reader.
    if (value === undefined || Math.abs(value) === Number.MAX_SAFE_INTEGER) continue;
    rules.push(`${key} ${value}`);
  }
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules.length ? `${type} (${rules.join(", ")})` : type;
}

/** A JSON Schema as nested lists: properties with their types, array items, alternatives. */
function schemaTree(schema, depth = 0) {
  if (!schema || depth > 8) return null;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    return el(
      "ul",
      { class: "schema" },
      alternatives.map((alt, i) => el("li", {}, `option ${i + 1}`, schemaTree(alt, depth + 1))),
    );
  }
  if (schema.type === "array" && schema.items) {
    return el(
      "ul",
      { class: "schema" },
      el(
        "li",
        {},
        el("span", { class: "type" }, `items: ${typeOf(schema.items)}`),
        schemaTree(schema.items, depth + 1),
      ),
    );
  }
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return null;
  const required = new Set(schema.required ?? []);
  return el(
    "ul",
    { class: "schema" },
    properties.map(([name, prop]) =>
      el(
        "li",
        {},
        el("code", {}, name),
        required.has(name) ? " * " : " ",
        el("span", { class: "type" }, typeOf(prop)),
        schemaTree(prop, depth + 1),
      ),
    ),
  );
}

/** A table of catalogue errors: code, name, message in every locale. */
function errorTable(errors) {
  if (!errors?.length) return el("p", { class: "note" }, "None besides the common ones.");
  const head = el(
    "tr",
    {},
    el("th", {}, "code"),
    el("th", {}, "name"),
    el("th", {}, "en"),
    el("th", {}, "zh-Hans"),
    el("th", {}, "zh-Hant"),
  );
  const rows = errors.map((e) =>
    el(
      "tr",
      {},
      el("td", {}, e.status ? `${e.wire ?? e.code} (HTTP ${e.status})` : String(e.wire ?? e.code)),
      el("td", {}, el("code", {}, e.name)),
      el("td", {}, e.messages.en),
      el("td", {}, e.messages["zh-Hans"]),
      el("td", {}, e.messages["zh-Hant"]),
    ),
  );
  return el("table", {}, head, rows);
}

/** What a route's folded line says: its URL (a gateway action's: the gateway's URL and the action). */
function summaryOf(path, op, socket) {
  const gateway = op["x-roster-gateway"];
  if (gateway) return `POST ${gateway.url} ${gateway.action}`;
  return socket ? `WebSocket ${socket.url}` : `POST ${path}`;
}

/** One route, folded: its path and badges; unfolded: rules, input, output and failures. */
function routeView(path, op) {
  const input = op.requestBody?.content?.["application/json"]?.schema;
  const output = op.responses["200"].content["application/json"].schema.oneOf[0];
  const badges = [el("span", { class: `badge ${op["x-roster-class"]}` }, op["x-roster-class"])];
  if (op["x-roster-encrypted"]) badges.push(el("span", { class: "badge" }, "encrypted"));
  if (op["x-roster-audit"]) badges.push(el("span", { class: "badge" }, "audited"));
  if (op["x-roster-budget"])
    badges.push(el("span", { class: "badge" }, `budget: ${op["x-roster-budget"].name}`));
  const socket = op["x-roster-socket"];
  if (socket) badges.push(el("span", { class: "badge" }, "socket"));
  const socketParts = socket
    ? [
        el("h3", {}, "Messages from the client"),
        socket.message
          ? (schemaTree(socket.message) ?? el("p", { class: "note" }, "Any JSON object."))
          : el("p", { class: "note" }, "None: this socket only receives."),
        el("h3", {}, "Messages to the client"),
        schemaTree(socket.push) ?? el("p", { class: "note" }, "Any JSON object."),
      ]
    : [];
  return el(
    "details",
    { id: path.replace(/^\/router\//, ""), "data-search": `${path} ${op["x-roster-class"]}`.toLowerCase() },
    el("summary", {}, summaryOf(path, op, socket), badges),
    el(
      "div",
      {},
      el("p", {}, op.description.split("\n\n")[0]),
      el("h3", {}, socket ? "Connect data" : "Input"),
      schemaTree(input) ?? el("p", { class: "note" }, "No fields."),
      el("h3", {}, socket ? "Connect answer" : "Output"),
      schemaTree(output) ?? el("p", { class: "note" }, "Any JSON object."),
      ...socketParts,
      el("h3", {}, "Failures"),
      errorTable(op["x-roster-errors"]),
    ),
  );
}

const response = await fetch("/openapi.json");
const doc = await response.json();
document.title = `${doc.info.title} ${doc.info.version}`;
document.getElementById("intro").textContent = doc.info.description.split("Failures any route")[0];
const routes = document.getElementById("routes");
const byTag = new Map();
for (const [path, item] of Object.entries(doc.paths)) {
  const tag = item.post.tags[0];
  if (!byTag.has(tag)) byTag.set(tag, []);
  byTag.get(tag).push(routeView(path, item.post));
}
for (const [tag, views] of byTag) routes.append(el("section", {}, el("h2", {}, tag), views));
document.getElementById("common").append(errorTable(doc["x-roster-common-errors"]));
// The gateways' common failures: what any action of each served gateway may answer besides its own.
for (const [gateway, errors] of Object.entries(doc["x-roster-gateway-common-errors"] ?? {}))
  document
    .getElementById("common")
    .append(el("h3", {}, `Failures any ${gateway} gateway action may answer`), errorTable(errors));
document.getElementById("filter").addEventListener("input", (event) => {
  const words = event.target.value.toLowerCase().split(/\s+/).filter(Boolean);
  for (const view of routes.querySelectorAll("details")) {
    view.hidden = !words.every((w) => view.dataset.search.includes(w));
  }
  for (const section of routes.querySelectorAll("section")) {
    section.hidden = [...section.querySelectorAll("details")].every((d) => d.hidden);
  }
});
// `/docs#user/pub/login` opens that route.
const linked = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
if (linked) {
  linked.open = true;
  linked.scrollIntoView();
}
