import { ocrIdCard } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { imageOf, ocrCaller, ocrProviderOf } from "../../../services/ocr/ocr.js";

export default handle(ocrIdCard, async (input, ctx) => {
  const image = await imageOf(ctx.services, ocrCaller(ctx.auth), input);
  const reading = await ocrProviderOf(ctx.services).readIdCard(image, input.side);
  return {
    side: reading.side,
    fields: reading.fields,
    imageStatus: reading.imageStatus,
    ...(reading.riskType ? { riskType: reading.riskType } : {}),
    words_result: reading.words,
    words_result_num: reading.wordsCount,
    ...(reading.logId !== undefined ? { log_id: reading.logId } : {}),
  };
});
