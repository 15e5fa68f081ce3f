import Slider from "antd-mobile/es/components/slider";
import { useState } from "react";
import Cropper from "react-easy-crop";
import { useTranslation } from "../../i18n";
import type { PixelArea } from "./crop-image";
import styles from "./upload.module.css";

const MAX_ZOOM = 4;

/**
 * A square crop of the image at `src`, shown in a circle: drag to move, pinch, wheel or the slider to
 * zoom. `onAreaChange` receives the chosen square in the image's own pixels once the user lets go.
 */
export function ImageCropper({
  src,
  onAreaChange,
}: {
  src: string;
  onAreaChange: (area: PixelArea) => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <div className={styles.cropper}>
      <div className={styles.cropArea} data-testid="crop-area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_percent, pixels) => onAreaChange(pixels)}
        />
      </div>
      <p className={styles.cropHint}>{t("avatar.cropHint")}</p>
      <div className={styles.zoom}>
        <span className={styles.zoomLabel}>{t("avatar.zoom")}</span>
        <Slider
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          onChange={(value) => setZoom(Array.isArray(value) ? (value[0] ?? 1) : value)}
        />
      </div>
    </div>
  );
}
