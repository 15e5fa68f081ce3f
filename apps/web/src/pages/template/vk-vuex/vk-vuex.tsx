import { StoreDemo } from "../../../features/template/StoreDemo";

/** `/pages_template/vk-vuex/vk-vuex`: the persisted lifeData store, its `$app` and `$user` namespaces. */
export default function VkVuexPage() {
  return <StoreDemo />;
}
