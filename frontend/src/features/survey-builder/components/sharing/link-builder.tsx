import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldClasses } from '@/components/ui/input';
import { linkWithValue } from '../../lib/share-links';
import { CopyButton } from './copy-button';

/** "Link for team = finance": a key, a value, and the link that carries them. */
export const LinkBuilder = ({ id, link, keys }: { id: string; link: string; keys: string[] }) => {
  const [key, setKey] = useState(keys[0] ?? '');
  const [value, setValue] = useState('');
  const built = linkWithValue(link, key, value);
  const outputId = `${id}-built`;
  return (
    <div className="space-y-2" data-testid="link-builder">
      <p className="text-xs font-semibold text-slate-700">Link with a value</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-key`}>Field</Label>
          <select
            id={`${id}-key`}
            className={`${fieldClasses} h-11`}
            value={key}
            onChange={(event) => setKey(event.target.value)}
          >
            {keys.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-value`}>Value</Label>
          <Input
            id={`${id}-value`}
            value={value}
            maxLength={500}
            placeholder="finance"
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        {value.trim() ? `Link for ${key} = ${value.trim()}` : 'Type a value to add it to the link.'}
      </p>
      <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
        <p
          id={outputId}
          className="min-w-0 flex-1 basis-full rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-2 font-mono text-xs break-all text-slate-900 sm:basis-0"
          data-testid="built-link"
        >
          {built}
        </p>
        <CopyButton text={built} what="link with the value" describedBy={outputId} />
      </div>
    </div>
  );
};
