import { useEffect, useState } from "react";
import { fetchSocialMethods, type SocialMethod } from "./api";

/** What the server offers: `undefined` while loading, `null` when it could not be asked. */
export type SocialMethodsState = SocialMethod[] | undefined | null;

/** The providers configured on the server, asked once per mount of the calling component. */
export function useSocialMethods(): SocialMethodsState {
  const [methods, setMethods] = useState<SocialMethodsState>(undefined);
  useEffect(() => {
    let live = true;
    fetchSocialMethods().then(
      (list) => live && setMethods(list),
      () => live && setMethods(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return methods;
}
