import { influencerPlatforms, influencerRoleTitles } from '@plateau/shared/enums';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import {
  Camera,
  ClipboardList,
  Gamepad2,
  Layers,
  type LucideIcon,
  MicVocal,
  MonitorPlay,
  Music2,
  Quote,
  ShieldCheck,
  Target,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { useAuth, useAuthDialogs } from '@/features/auth';

const platformIcons: Record<(typeof influencerPlatforms)[number], LucideIcon> = {
  YouTube: MonitorPlay,
  TikTok: Music2,
  Instagram: Camera,
  Twitch: Gamepad2,
  Podcast: MicVocal,
  'Multi-plateforme': Layers,
};
const featureIcons: LucideIcon[] = [ShieldCheck, Target, ClipboardList, Users];

/** The landing's banner: the platforms, the title, the subtitle and the actions. */
export function LandingHero() {
  return (
    <section className="bg-gradient-to-br from-indigo-950 via-indigo-900 to-violet-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <ul className="mb-8 flex flex-wrap justify-center gap-3" aria-label={m.fields.platform}>
          {influencerPlatforms.map((platform) => {
            const Icon = platformIcons[platform];
            return (
              <li
                key={platform}
                className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm ring-1 ring-white/20"
              >
                <Icon className="size-4" aria-hidden="true" />
                {platform}
              </li>
            );
          })}
        </ul>
        <h1 className="font-display text-4xl font-semibold text-balance sm:text-5xl">{m.heroTitle}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{m.heroSubtitle}</p>
        <HeroActions />
      </div>
    </section>
  );
}

const headingClasses = 'text-center font-display text-3xl font-semibold text-slate-900';

/** A section of the landing with its heading; `tinted` on a grey band. */
export function LandingSection({
  id,
  title,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={headingClasses}>
      {title}
    </h2>
  );
  return tinted ? (
    <section className="bg-slate-100" aria-labelledby={id}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {heading}
        {children}
      </div>
    </section>
  ) : (
    <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6" aria-labelledby={id}>
      {heading}
      {children}
    </section>
  );
}

export function FeatureList() {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {m.features.map((feature, index) => {
        const Icon = featureIcons[index] ?? Users;
        return (
          <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon className="size-7 text-indigo-700" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The first twelve roles a project may look for. */
export function RoleList() {
  return (
    <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {influencerRoleTitles.slice(0, 12).map((role) => (
        <li
          key={role}
          className="rounded-lg border border-slate-200 bg-white px-3 py-3 text-center text-sm font-medium text-slate-800"
        >
          {role}
        </li>
      ))}
    </ul>
  );
}

export function StepList() {
  return (
    <ol className="mt-8 grid gap-4 md:grid-cols-3">
      {m.steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="flex size-9 items-center justify-center rounded-full bg-indigo-700 font-semibold text-white">
            {index + 1}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function TestimonialList() {
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-3">
      {m.testimonials.map((item) => (
        <li key={item.name} className="rounded-xl bg-white p-5 shadow-sm">
          <figure>
            <Quote className="size-6 text-violet-600" aria-hidden="true" />
            <blockquote className="mt-2 text-slate-800">{item.quote}</blockquote>
            <figcaption className="mt-3 text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{item.name}</span> · {item.role}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Signed in: the dashboard and the wizard; otherwise the register and login dialogs. */
export function HeroActions({ light = false }: { light?: boolean }) {
  const { user } = useAuth();
  const dialogs = useAuthDialogs();
  const secondary = light ? 'outline' : 'secondary';
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      {user ? (
        <>
          <Link
            to="/influencer/dashboard"
            className={buttonClasses({ size: 'lg', variant: light ? 'primary' : 'secondary' })}
          >
            {m.toDashboard}
          </Link>
          <Link
            to="/influencer/nouveau-projet"
            className={buttonClasses({ size: 'lg', variant: light ? 'outline' : 'primary' })}
          >
            {m.createProject}
          </Link>
          <Link
            to="/influencer/projets"
            className={buttonClasses({ size: 'lg', variant: light ? 'ghost' : 'outline' })}
          >
            {m.browseProjects}
          </Link>
        </>
      ) : (
        <>
          <Button
            size="lg"
            variant={light ? 'primary' : 'secondary'}
            onClick={dialogs.openRegister}
            onPointerEnter={dialogs.preload}
          >
            {m.startNow}
          </Button>
          <Button size="lg" variant={secondary} onClick={dialogs.openLogin} onPointerEnter={dialogs.preload}>
            {m.signIn}
          </Button>
        </>
      )}
    </div>
  );
}
