import { dbApiAdd } from "./template/db_api/kh/add.js";
import { dbApiAdds } from "./template/db_api/kh/adds.js";
import { dbApiDel } from "./template/db_api/kh/del.js";
import { dbApiUpdate } from "./template/db_api/kh/update.js";
import { dbApiUpdateAndReturn } from "./template/db_api/kh/updateAndReturn.js";
import { dbApiUpdateById } from "./template/db_api/kh/updateById.js";
import { dbApiAvg } from "./template/db_api/pub/avg.js";
import { dbApiCount } from "./template/db_api/pub/count.js";
import { dbApiFindById } from "./template/db_api/pub/findById.js";
import { dbApiGeo } from "./template/db_api/pub/geo.js";
import { dbApiGetList } from "./template/db_api/pub/getList.js";
import { dbApiGroupCount } from "./template/db_api/pub/groupCount.js";
import { dbApiMax } from "./template/db_api/pub/max.js";
import { dbApiMin } from "./template/db_api/pub/min.js";
import { dbApiSample } from "./template/db_api/pub/sample.js";
import { dbApiSelect } from "./template/db_api/pub/select.js";
import { dbApiSum } from "./template/db_api/pub/sum.js";

/** The data-access demo's routes (template page db-test): reads are pub, writes kh. Spread into CONTRACTS. */
export const DB_API_CONTRACTS = {
  [dbApiSelect.path]: dbApiSelect,
  [dbApiCount.path]: dbApiCount,
  [dbApiSample.path]: dbApiSample,
  [dbApiSum.path]: dbApiSum,
  [dbApiAvg.path]: dbApiAvg,
  [dbApiMax.path]: dbApiMax,
  [dbApiMin.path]: dbApiMin,
  [dbApiGeo.path]: dbApiGeo,
  [dbApiFindById.path]: dbApiFindById,
  [dbApiGetList.path]: dbApiGetList,
  [dbApiGroupCount.path]: dbApiGroupCount,
  [dbApiAdd.path]: dbApiAdd,
  [dbApiAdds.path]: dbApiAdds,
  [dbApiDel.path]: dbApiDel,
  [dbApiUpdate.path]: dbApiUpdate,
  [dbApiUpdateById.path]: dbApiUpdateById,
  [dbApiUpdateAndReturn.path]: dbApiUpdateAndReturn,
} as const;

export {
  dbApiAdd,
  dbApiAdds,
  dbApiAvg,
  dbApiCount,
  dbApiDel,
  dbApiFindById,
  dbApiGeo,
  dbApiGetList,
  dbApiGroupCount,
  dbApiMax,
  dbApiMin,
  dbApiSample,
  dbApiSelect,
  dbApiSum,
  dbApiUpdate,
  dbApiUpdateAndReturn,
  dbApiUpdateById,
};
