import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import {
  FeatureList,
  HeroActions,
  LandingHero,
  LandingSection,
  RoleList,
  StepList,
  TestimonialList,
} from '../components/InfluencerLanding';

/** /influencer: the public landing of the influencer space (spec 2 §2). */
export function InfluencerLandingPage() {
  return (
    <div className="w-full">
      <LandingHero />
      <LandingSection id="influencer-features" title={m.featuresTitle}>
        <FeatureList />
      </LandingSection>
      <LandingSection id="influencer-roles" title={m.rolesTitle} tinted>
        <RoleList />
      </LandingSection>
      <LandingSection id="influencer-steps" title={m.stepsTitle}>
        <StepList />
      </LandingSection>
      <LandingSection id="influencer-testimonials" title={m.testimonialsTitle} tinted>
        <TestimonialList />
      </LandingSection>
      <section className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6" aria-labelledby="influencer-cta">
        <h2 id="influencer-cta" className="font-display text-3xl font-semibold text-slate-900">
          {m.ctaTitle}
        </h2>
        <p className="mt-2 text-slate-600">{m.ctaText}</p>
        <HeroActions light />
      </section>
    </div>
  );
}
