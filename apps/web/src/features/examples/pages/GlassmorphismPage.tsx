import { glassmorphismMessages as m } from '@plateau/shared/messages/examples.fr';
import { Calendar, MapPin } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import type { ButtonVariant } from '@/components/ui/button-styles';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { Label } from '@/components/ui/Input';
import { Modal } from '@/components/ui/Modal';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';

const buttonVariants = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'danger',
] as const satisfies readonly ButtonVariant[];
const badgeVariants = [
  'default',
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
] as const satisfies readonly BadgeVariant[];
const categoryOptions = m.categories.map((category) => ({ value: category, label: category }));

/**
 * The picture under the panels: a stage's lights drawn in CSS gradients (no file to load, nothing from
 * elsewhere), dark enough for the white panels above it to stand out.
 */
const backdrop = [
  'radial-gradient(circle at 15% 20%, rgb(244 114 182 / 0.85), transparent 40%)',
  'radial-gradient(circle at 85% 15%, rgb(251 191 36 / 0.8), transparent 35%)',
  'radial-gradient(circle at 70% 80%, rgb(56 189 248 / 0.75), transparent 40%)',
  'radial-gradient(circle at 25% 85%, rgb(139 92 246 / 0.9), transparent 45%)',
  'linear-gradient(135deg, #1e1b4b, #312e81 45%, #4c1d95)',
].join(', ');

/** A translucent panel: frosted white over the picture (its text keeps the contrast of a white card). */
function GlassPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-white/50 bg-white/75 p-5 shadow-xl ring-1 ring-black/5 backdrop-blur-md"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /examples/glassmorphism (spec 2, routes): the interface's own pieces on translucent panels, for everyone. */
export function GlassmorphismPage() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [category, setCategory] = useState<string>(m.categories[0]);
  const categoryId = useId();

  return (
    <div className="flex-1 px-4 py-10 sm:px-6" style={{ backgroundImage: backdrop }}>
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <header className="rounded-2xl border border-white/50 bg-white/75 p-6 shadow-xl backdrop-blur-md">
          <h1 className="font-display text-3xl font-semibold text-indigo-950">{m.title}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">{m.intro}</p>
        </header>

        <div className="grid gap-6 md:grid-cols-2">
          <GlassPanel title={m.buttonsTitle}>
            <div className="flex flex-wrap gap-2">
              {buttonVariants.map((variant) => (
                <Button key={variant} variant={variant}>
                  {m.buttons[variant]}
                </Button>
              ))}
            </div>
          </GlassPanel>

          <GlassPanel title={m.badgesTitle}>
            <div className="flex flex-wrap gap-2">
              {badgeVariants.map((variant) => (
                <Badge key={variant} variant={variant} size="md">
                  {m.badges[variant]}
                </Badge>
              ))}
            </div>
          </GlassPanel>

          <GlassPanel title={m.fieldsTitle}>
            <div className="space-y-4">
              <TextField label={m.nameLabel} placeholder={m.namePlaceholder} hint={m.nameHint} />
              <div>
                <Label htmlFor={categoryId}>{m.categoryLabel}</Label>
                <Select
                  id={categoryId}
                  value={category}
                  options={categoryOptions}
                  onValueChange={(value) => setCategory(value || m.categories[0])}
                />
              </div>
            </div>
          </GlassPanel>

          <GlassPanel title={m.cardTitle}>
            <Card>
              <CardHeader>
                <div className="flex flex-wrap gap-2">
                  <Badge variant="secondary">{m.sampleStatus}</Badge>
                  <Badge variant="success">{m.sampleRecruiting}</Badge>
                </div>
                <h3 className="font-semibold text-slate-900">{m.sampleProject}</h3>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <p>{m.sampleText}</p>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden="true" />
                    {m.samplePlace}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Calendar className="size-4" aria-hidden="true" />
                    {m.sampleWhen}
                  </span>
                </p>
                <Button variant="outline" size="sm">
                  {m.sampleAction}
                </Button>
              </CardContent>
            </Card>
          </GlassPanel>
        </div>

        <GlassPanel title={m.dialogTitle}>
          <Button onClick={() => setDialogOpen(true)}>{m.openDialog}</Button>
        </GlassPanel>
      </div>

      <Modal
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title={m.dialogHeading}
        description={m.dialogText}
      >
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => setDialogOpen(false)}>
            {m.close}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
