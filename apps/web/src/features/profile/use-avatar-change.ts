import { useEffect, useRef, useState } from "react";
import { CallError } from "../../lib/request";
import { cropToBlob, loadImage, type PixelArea } from "../upload/crop-image";
import { UploadError } from "../upload/upload-error";
import { uploadFile } from "../upload/upload-file";
import { useObjectUrl } from "../upload/use-object-url";
import { saveAvatar } from "./api";

/** Where a change of avatar is: choosing, cropping, sending (with progress), saving, or stopped. */
export type AvatarPhase = "pick" | "crop" | "uploading" | "saving" | "failed" | "canceled";

/** What one attempt has done so far, so that a retry goes on from there. */
interface Job {
  controller: AbortController;
  blob?: Blob;
  fileID?: string;
}

/**
 * The steps of changing the avatar: `choose` an image, crop it (`setArea`), `start` (the crop is drawn
 * on a canvas, uploaded with progress, then set with `user/kh/setAvatar`), `cancel` the upload, `retry`
 * from the step that failed. `onSaved` runs once the server has the new avatar.
 */
export function useAvatarChange(onSaved: () => void) {
  const [source, setSource] = useState<File | null>(null);
  const src = useObjectUrl(source);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [phase, setPhase] = useState<AvatarPhase>("pick");
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<UploadError>();
  const job = useRef<Job | null>(null);
  // Leaving the page stops an upload still running.
  useEffect(() => () => job.current?.controller.abort(), []);

  const run = async (current: Job) => {
    const { signal } = current.controller;
    setError(undefined);
    setPhase("uploading");
    try {
      if (!current.blob) {
        if (!src || !area) throw new UploadError("failed", "no crop");
        current.blob = await cropToBlob(await loadImage(src), area);
      }
      let fileID = current.fileID;
      if (!fileID) {
        setProgress(0);
        const record = await uploadFile(current.blob, {
          name: "avatar.jpg",
          signal,
          onProgress: (p) => setProgress(p.progress),
        });
        fileID = record.file_id;
        current.fileID = fileID;
      }
      setPhase("saving");
      await saveAvatar(fileID);
      job.current = null;
      onSaved();
    } catch (caught) {
      if (job.current !== current) return;
      const failure =
        caught instanceof UploadError
          ? caught
          : caught instanceof CallError
            ? new UploadError(caught.kind === "server" ? "server" : "failed", caught.msg)
            : new UploadError("failed", String(caught));
      setError(failure);
      setPhase(failure.reason === "canceled" ? "canceled" : "failed");
    }
  };

  const stop = () => {
    job.current?.controller.abort();
    job.current = null;
  };

  return {
    src,
    phase,
    progress,
    error,
    setArea,
    /** Starts over with `file` in the cropper. */
    choose(file: File) {
      stop();
      setSource(file);
      setArea(null);
      setError(undefined);
      setPhase("crop");
    },
    start() {
      job.current = { controller: new AbortController() };
      void run(job.current);
    },
    cancel() {
      job.current?.controller.abort();
    },
    retry() {
      const previous = job.current;
      job.current = { controller: new AbortController(), blob: previous?.blob, fileID: previous?.fileID };
      void run(job.current);
    },
    /** Back to choosing (and stops what runs): when the sheet closes or the user picks another image. */
    reset() {
      stop();
      setSource(null);
      setArea(null);
      setError(undefined);
      setPhase("pick");
    },
  };
}
