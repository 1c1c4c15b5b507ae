import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';

const a = m.application;

/** The portfolio links of an application: one field each, removable, and 'Ajouter un lien'. */
export function PortfolioLinksField({
  links,
  error,
  onChange,
}: {
  links: string[];
  error: string | undefined;
  onChange: (links: string[]) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{a.portfolioLinks}</legend>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are positional.
        <div key={index} className="flex gap-2">
          <Input
            aria-label={`${a.portfolioLinks} ${index + 1}`}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={link}
            onChange={(event) => onChange(links.map((old, i) => (i === index ? event.target.value : old)))}
          />
          {links.length > 1 ? (
            <Button
              type="button"
              variant="ghost"
              aria-label={a.removeLink}
              onClick={() => onChange(links.filter((_, i) => i !== index))}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ))}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...links, ''])}>
        <Plus className="size-4" aria-hidden="true" />
        {a.addLink}
      </Button>
    </fieldset>
  );
}
