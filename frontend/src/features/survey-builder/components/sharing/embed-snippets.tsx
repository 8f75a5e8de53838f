import { embedSnippets } from '../../lib/share-links';
import { CopyButton } from './copy-button';

const WAYS = [
  { key: 'iframe', title: 'Iframe', hint: 'The survey in a frame that follows its height.' },
  { key: 'script', title: 'Script in a container', hint: 'embed.js puts the survey in the div.' },
  { key: 'popup', title: 'Popup on a button', hint: 'embed.js opens the survey in a dialog.' },
] as const;

/** The three embed snippets, each with Copy; who may embed is set on the edit page. */
export const EmbedSnippets = ({ id, idOrSlug, origins }: { id: string; idOrSlug: string; origins: string[] }) => {
  const snippets = embedSnippets(window.location.origin, idOrSlug);
  return (
    <div className="space-y-3" data-testid="embed-snippets">
      <p className="text-xs font-semibold text-slate-700">Embed on another site</p>
      <p className="text-xs text-slate-600">
        {origins.length > 0
          ? `Only these sites may embed it: ${origins.join(', ')}.`
          : 'No other site may embed it yet: add the site under Embedding on the edit page.'}
      </p>
      {WAYS.map((way) => {
        const codeId = `${id}-${way.key}`;
        return (
          <div key={way.key} className="space-y-1">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-slate-900">{way.title}</p>
              <CopyButton text={snippets[way.key]} what={`${way.title.toLowerCase()} snippet`} describedBy={codeId} />
            </div>
            <p className="text-xs text-slate-600">{way.hint}</p>
            <pre
              id={codeId}
              aria-label={`${way.title} snippet`}
              className="rounded-lg whitespace-pre-wrap break-all border border-slate-200 bg-slate-50 p-2 font-mono text-[11px] leading-snug text-slate-900"
            >
              {snippets[way.key]}
            </pre>
          </div>
        );
      })}
    </div>
  );
};
