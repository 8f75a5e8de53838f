import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';

type Rendered = { link: string; png: string; svg: string };

/** Safe as a file name: the survey's slug or id. */
const fileName = (name: string) => `survey-${name.replace(/[^a-z0-9-]/gi, '') || 'link'}-qr`;

/**
 * The link as a QR code, with PNG and SVG downloads. The `qrcode` library loads only when a Share panel
 * opens, so the admin bundle does not carry it.
 */
export const QrCode = ({ link, name }: { link: string; name: string }) => {
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let svgUrl: string | null = null;
    import('qrcode')
      .then(async ({ default: QR }) => {
        const options = { margin: 2, errorCorrectionLevel: 'M' as const };
        const [png, svg] = await Promise.all([
          QR.toDataURL(link, { ...options, width: 512 }),
          QR.toString(link, { ...options, type: 'svg' }),
        ]);
        svgUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        if (cancelled) URL.revokeObjectURL(svgUrl);
        else setRendered({ link, png, svg: svgUrl });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (svgUrl) URL.revokeObjectURL(svgUrl);
    };
  }, [link]);

  if (failed) return <p className="text-sm text-red-700">The QR code could not be drawn.</p>;
  const shown = rendered?.link === link ? rendered : null;
  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="share-qr">
      <div className="flex h-36 w-36 items-center justify-center rounded-lg border border-slate-200 bg-white">
        {shown ? (
          <img src={shown.png} alt={`QR code of ${link}`} className="h-32 w-32" width={128} height={128} />
        ) : (
          <span className="text-xs text-slate-500">Drawing QR code...</span>
        )}
      </div>
      {shown ? (
        <div className="flex flex-col gap-2">
          <a
            href={shown.png}
            download={`${fileName(name)}.png`}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 underline-offset-2 hover:underline"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Download PNG
          </a>
          <a
            href={shown.svg}
            download={`${fileName(name)}.svg`}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 underline-offset-2 hover:underline"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Download SVG
          </a>
        </div>
      ) : null}
    </div>
  );
};
