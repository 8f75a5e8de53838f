import { Eye, FileUp, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { RosterPreview } from '@/types/generated/api';
import { importRoster, previewRosterImport } from '../api/import-roster';
import { csvTooLarge, importResultText, mayImport, previewSummary } from '../lib/roster-display';
import { RosterPreviewPanel } from './roster-preview-panel';

type Busy = 'reading' | 'previewing' | 'importing' | null;

/**
 * "Import a CSV": a file or pasted text, previewed on the server (who would be added or updated, the
 * lines at fault by line), then imported. Import stays disabled while a line is at fault; changing the
 * text drops the preview, so what is imported is always what was previewed.
 */
export const RosterImport = ({ clientId }: { clientId: string }) => {
  const id = useId();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const changeText = (text: string) => {
    setCsv(text);
    setPreview(null);
    setProblem(null);
    setDone(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy('reading');
    try {
      // UTF-8 (a BOM is dropped by the decoder; the server takes either).
      changeText(await file.text());
      setFileName(file.name);
    } catch {
      setProblem('The file could not be read. Is it a CSV saved as UTF-8?');
    } finally {
      setBusy(null);
    }
  };

  const run = async (step: 'previewing' | 'importing') => {
    if (csvTooLarge(csv)) {
      setProblem('The CSV is larger than 2 MB: split it into smaller files.');
      return;
    }
    setBusy(step);
    setProblem(null);
    try {
      if (step === 'previewing') {
        setPreview(await previewRosterImport(clientId, csv));
      } else {
        const result = await importRoster(clientId, csv);
        const text = importResultText(result);
        toast({ title: 'Roster imported', description: text });
        setCsv('');
        setFileName(null);
        setPreview(null);
        setDone(text);
      }
    } catch (error) {
      setProblem(errorMessage(error));
      await forgetSessionOn401(error);
    } finally {
      setBusy(null);
    }
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <div className="space-y-4">
      <p id={hintId} className="text-sm text-slate-600">
        The first line names the columns: <strong>Name</strong> and <strong>E-mail</strong> (required),{' '}
        <strong>Team</strong> or Department, <strong>Language</strong> (English or Urdu). Any other column is kept with
        the person. UTF-8; a person already on the roster (same e-mail) is updated, never added twice.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="peer sr-only"
          aria-describedby={hintId}
          disabled={busy !== null}
          onChange={(event) => void onFile(event)}
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(
            buttonClasses({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600',
            busy !== null && 'pointer-events-none opacity-60',
          )}
        >
          <FileUp className="h-4 w-4" aria-hidden="true" />
          Choose a CSV file
        </label>
        {fileName ? <span className="min-w-0 text-sm break-all text-slate-700">{fileName}</span> : null}
      </div>
      <div>
        <Label htmlFor={`${id}-text`}>Or paste the CSV</Label>
        {/* Left to right: a CSV's columns keep their order on every line; Urdu names within still read right to left. */}
        <Textarea
          id={`${id}-text`}
          rows={8}
          dir="ltr"
          spellCheck={false}
          value={csv}
          className="font-mono text-sm sm:text-xs"
          placeholder={'Name,E-mail,Team,Language\nAyesha Khan,ayesha@example.com,Finance,English'}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => changeText(event.target.value)}
        />
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {done}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={csv.trim() === '' || busy !== null}
          aria-busy={busy === 'previewing' || undefined}
          onClick={() => void run('previewing')}
        >
          {busy === 'previewing' ? <Spinner size="sm" label="" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
          {busy === 'previewing' ? 'Previewing...' : 'Preview'}
        </Button>
        <Button
          disabled={!mayImport(preview) || busy !== null}
          aria-busy={busy === 'importing' || undefined}
          aria-describedby={preview && !mayImport(preview) ? `${id}-why-not` : undefined}
          onClick={() => void run('importing')}
        >
          {busy === 'importing' ? <Spinner size="sm" label="" /> : <Upload className="h-4 w-4" aria-hidden="true" />}
          {busy === 'importing' ? 'Importing...' : 'Import'}
        </Button>
      </div>
      {preview && !mayImport(preview) ? (
        <p id={`${id}-why-not`} className="text-sm text-slate-600">
          {preview.errorCount > 0
            ? 'Import is possible once every line is fixed.'
            : preview.rows === 0
              ? 'Nothing to import: the file holds no one below its header line.'
              : 'Nothing to import: everyone in this file is on the roster as they are.'}
        </p>
      ) : null}
      {/* Said once the preview arrives; the panel itself is read at the reader's pace. */}
      <p role="status" className="sr-only">
        {preview ? `Preview: ${previewSummary(preview)}` : ''}
      </p>
      {preview ? <RosterPreviewPanel preview={preview} /> : null}
    </div>
  );
};
