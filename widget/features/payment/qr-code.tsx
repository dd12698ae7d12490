import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Props of QrCode. */
export type QrCodeProps = {
  /** The text to encode (the booking reference). */
  value: string;
  /** Shown to screen readers and when the image cannot load. */
  label: string;
};

/** A QR code generated in the browser (no third-party service sees the reference). */
export function QrCode({ value, label }: QrCodeProps) {
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { margin: 1, width: 176, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(undefined));
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img className="ps-qr" src={src} alt={label} width={176} height={176} />
  ) : (
    <div className="ps-qr ps-qr--empty" aria-hidden="true" />
  );
}
