import { LocalFormDemo } from "../../../../features/template/LocalFormDemo";

/** `/pages_template/uni-id/test/test`: a custom navigation bar and a form checked in the browser, with a popup. */
export default function TemplateTestPage() {
  return <LocalFormDemo />;
}
