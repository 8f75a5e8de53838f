import { ImageUp, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { BRAND_NAME } from '@/config/brand';
import { cn } from '@/lib/cn';
import type { LogoUpload } from '../../hooks/use-logo-upload';
import { LOGO_ACCEPT } from '../../lib/logo-file';

export const LogoField = ({ logo }: { logo: LogoUpload }) => {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onRemove = () => {
    logo.clear();
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.focus();
  };

  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">Logo (optional)</legend>
      <div className="flex items-start gap-4">
        <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50">
          {logo.previewUrl ? (
            <img src={logo.previewUrl} alt="Logo preview" className="h-full w-full object-contain" />
          ) : (
            <ImageUp className="h-7 w-7 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={LOGO_ACCEPT}
              className="peer sr-only"
              aria-describedby={logo.error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={logo.error ? true : undefined}
              disabled={logo.uploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void logo.select(file);
              }}
            />
            <label
              htmlFor={id}
              className={cn(
                buttonClasses({ variant: 'outline', size: 'sm' }),
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600',
                logo.uploading && 'pointer-events-none opacity-60',
              )}
            >
              <ImageUp className="h-4 w-4" aria-hidden="true" />
              {logo.previewUrl ? 'Replace logo' : 'Upload logo'}
            </label>
            {logo.previewUrl && !logo.uploading ? (
              <Button variant="ghost" size="sm" onClick={onRemove}>
                <X className="h-4 w-4" aria-hidden="true" />
                Remove logo
              </Button>
            ) : null}
          </div>
          {logo.uploading ? (
            <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
              <Spinner size="sm" label="" /> Uploading...
            </p>
          ) : logo.fileName && logo.path ? (
            <p className="truncate text-sm text-slate-700">{logo.fileName}</p>
          ) : null}
          <p id={hintId} className="text-xs text-slate-600">
            PNG or JPG, up to 2 MB. Shown to respondents instead of the {BRAND_NAME} logo.
          </p>
          {logo.error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {logo.error}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
};
