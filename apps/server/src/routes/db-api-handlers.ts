/** The handlers of the data-access demo's routes (template page db-test), re-exported by handlers.ts. */
export { default as dbApiAdd } from "./template/db_api/kh/add.js";
export { default as dbApiAdds } from "./template/db_api/kh/adds.js";
export { default as dbApiDel } from "./template/db_api/kh/del.js";
export { default as dbApiUpdate } from "./template/db_api/kh/update.js";
export { default as dbApiUpdateAndReturn } from "./template/db_api/kh/updateAndReturn.js";
export { default as dbApiUpdateById } from "./template/db_api/kh/updateById.js";
export { default as dbApiAvg } from "./template/db_api/pub/avg.js";
export { default as dbApiCount } from "./template/db_api/pub/count.js";
export { default as dbApiFindById } from "./template/db_api/pub/findById.js";
export { default as dbApiGeo } from "./template/db_api/pub/geo.js";
export { default as dbApiGetList } from "./template/db_api/pub/getList.js";
export { default as dbApiGroupCount } from "./template/db_api/pub/groupCount.js";
export { default as dbApiMax } from "./template/db_api/pub/max.js";
export { default as dbApiMin } from "./template/db_api/pub/min.js";
export { default as dbApiSample } from "./template/db_api/pub/sample.js";
export { default as dbApiSelect } from "./template/db_api/pub/select.js";
export { default as dbApiSum } from "./template/db_api/pub/sum.js";
