import { commonMessages } from '@plateau/shared/messages/common.fr';
import { landingMessages } from '@plateau/shared/messages/landing.fr';
import { navMessages } from '@plateau/shared/messages/shell.fr';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-styles';
import { useAuthDialogs } from '@/features/auth';
import { Logo } from '@/features/shell';

const l = landingMessages;
// Buttons drawn for the dark background (the Button variants are made for light surfaces).
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors';
const light = `${base} bg-white text-indigo-950 hover:bg-violet-100`;
const quiet = `${base} text-white hover:bg-white/10`;
// The main action has the product's primary look (components/ui/button-styles.ts), lit for the dark ground.
const accent = buttonClasses({ size: 'lg', className: 'whitespace-nowrap ring-1 ring-white/25' });
const outlined = `${base} h-12 px-6 text-base border border-white/40 text-white hover:border-white/70 hover:bg-white/10`;

/** The dark, cinema-like opening of the landing page, with its own top row (the bar appears on scroll). */
export function LandingHero() {
  const dialogs = useAuthDialogs();
  return (
    <section className="relative isolate overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(139,92,246,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(67,56,202,0.5),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-6 bg-[repeating-linear-gradient(90deg,rgba(255,255,255,0.12)_0_14px,transparent_14px_28px)]"
      />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 pt-5 sm:px-6">
        <Logo tone="light" />
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={`${quiet} h-8 px-3 text-sm max-[399px]:hidden`}
            onClick={dialogs.openLogin}
            onPointerEnter={dialogs.preload}
            onFocus={dialogs.preload}
          >
            {navMessages.login}
          </button>
          <button
            type="button"
            className={`${light} h-8 px-3 text-sm`}
            onClick={dialogs.openRegister}
            onPointerEnter={dialogs.preload}
            onFocus={dialogs.preload}
          >
            {navMessages.register}
          </button>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-24 sm:px-6 sm:pt-24 sm:pb-32">
        <p className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase sm:text-sm">
          {l.eyebrow}
        </p>
        <h1 className="mt-5 max-w-3xl font-display text-4xl leading-tight font-semibold sm:text-6xl">
          {l.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300">{l.text}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            className={accent}
            onClick={dialogs.openRegister}
            onPointerEnter={dialogs.preload}
            onFocus={dialogs.preload}
          >
            {commonMessages.createAccount}
            <ArrowRight className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={outlined}
            onClick={dialogs.openLogin}
            onPointerEnter={dialogs.preload}
            onFocus={dialogs.preload}
          >
            {commonMessages.signIn}
          </button>
        </div>
        <ul className="mt-12 flex flex-wrap gap-2" aria-label={l.disciplinesTitle}>
          {l.disciplines.map((discipline) => (
            <li
              key={discipline}
              className="rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-slate-200"
            >
              {discipline}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
