import Button, { type ButtonProps } from "antd-mobile/es/components/button";
import { type ReactNode, useRef } from "react";

/** Props of {@link FilePickButton}. */
export interface FilePickButtonProps
  extends Pick<ButtonProps, "color" | "fill" | "size" | "block" | "shape"> {
  /** The button's text, also the file input's accessible name. */
  label: string;
  icon?: ReactNode;
  accept?: string;
  /** Opens the camera on phones (`user` front, `environment` back). */
  capture?: "user" | "environment";
  multiple?: boolean;
  onPick: (files: File[]) => void;
}

/**
 * A button that opens the file chooser (or the camera with `capture`) through a hidden file input; the
 * chosen files go to `onPick`. The input is cleared afterwards so that choosing the same file again works.
 */
export function FilePickButton({
  label,
  icon,
  accept,
  capture,
  multiple,
  onPick,
  ...button
}: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {icon}
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={accept}
        capture={capture}
        multiple={multiple}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length > 0) onPick(files);
        }}
      />
    </>
  );
}
