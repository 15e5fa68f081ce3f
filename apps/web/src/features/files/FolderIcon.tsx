import { LineIcon } from "../layout/icons";

/** A folder, the sign of My files (kept here, off the shared icons of the sign-in page). */
export function FolderIcon({ size = 20 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z" />
    </LineIcon>
  );
}
