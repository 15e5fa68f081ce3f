import { ocrBusinessLicense } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { imageOf, ocrCaller, ocrProviderOf } from "../../../services/ocr/ocr.js";

export default handle(ocrBusinessLicense, async (input, ctx) => {
  const image = await imageOf(ctx.services, ocrCaller(ctx.auth), input);
  const reading = await ocrProviderOf(ctx.services).readBusinessLicense(image);
  return {
    fields: reading.fields,
    words_result: reading.words,
    words_result_num: reading.wordsCount,
    ...(reading.logId !== undefined ? { log_id: reading.logId } : {}),
  };
});
