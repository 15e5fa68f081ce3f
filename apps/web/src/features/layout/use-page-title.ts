import { useEffect } from "react";

/** Sets the browser tab's title to `<title> · Roster` while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Roster` : "Roster";
  }, [title]);
}
