import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

type Props = {
  companyData: string;
  prompt: string;
  generating: boolean;
  onCompanyData: (value: string) => void;
  onPrompt: (value: string) => void;
  onGenerate: () => void;
  /** The client whose record filled the company data in, when it did. */
  filledFrom?: string | null;
};

export const AiGeneratePanel = ({
  companyData,
  prompt,
  generating,
  onCompanyData,
  onPrompt,
  onGenerate,
  filledFrom = null,
}: Props) => (
  <div className="space-y-5">
    <div>
      <Label htmlFor="ai-company-data">Company / organization data</Label>
      <Textarea
        id="ai-company-data"
        dir="auto"
        rows={6}
        value={companyData}
        onChange={(e) => onCompanyData(e.target.value)}
        placeholder="Who they are, what they do, team size, tools they use, where work piles up..."
        aria-describedby={filledFrom ? 'ai-company-data-source' : undefined}
      />
      {filledFrom ? (
        <p id="ai-company-data-source" className="mt-1 text-xs text-slate-600">
          Filled in from the client {filledFrom}. Changes here are for this survey only.
        </p>
      ) : null}
    </div>
    <div>
      <Label htmlFor="ai-prompt">Prompt</Label>
      <Textarea id="ai-prompt" dir="auto" rows={3} value={prompt} onChange={(e) => onPrompt(e.target.value)} />
    </div>
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" onClick={onGenerate} disabled={generating || companyData.trim() === ''}>
        {generating ? (
          <Spinner size="sm" label="" className="[&_svg]:text-white" />
        ) : (
          <Sparkles className="h-4 w-4" aria-hidden="true" />
        )}
        {generating ? 'Generating...' : 'Generate Questions'}
      </Button>
      <p className="text-xs text-slate-600">
        Generated questions replace the current list; you can edit them under Manual Entry.
      </p>
    </div>
  </div>
);
