import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { type InfluencerRole, influencerApplicationCreateSchema } from '@plateau/shared/schemas/influencer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toaster';
import { influencerApi } from '../api';
import { errorsOf } from '../components/Field';
import { influencerKeys } from '../query-keys';
import { useFormErrors } from './useFormErrors';

export type ApplicationValues = {
  coverLetter: string;
  relevantExperience: string;
  motivation: string;
  portfolioLinks: string[];
  availabilityStart: string;
  expectedCompensation: string;
  additionalInfo: string;
};

const emptyApplication: ApplicationValues = {
  coverLetter: '',
  relevantExperience: '',
  motivation: '',
  portfolioLinks: [''],
  availabilityStart: '',
  expectedCompensation: '',
  additionalInfo: '',
};

/** An application to one role: its fields, checked with the shared schema, then sent; back to the project. */
export function useApplicationForm(projectId: string, role: InfluencerRole) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormErrors();
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const set = <K extends keyof ApplicationValues>(key: K, value: ApplicationValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));
  /** A volunteer role asks for no pay. */
  const volunteer = role.compensationType === 'Bénévole';

  const send = useMutation({
    mutationFn: () =>
      influencerApi.apply(projectId, role.id, {
        ...values,
        expectedCompensation: volunteer ? null : values.expectedCompensation,
      }),
    onSuccess: () => {
      toast.success(m.applicationSent);
      void queryClient.invalidateQueries({ queryKey: influencerKeys.project(projectId) });
      void navigate(`/projets/${projectId}`);
    },
    onError: (error) => form.fail(error, m.applicationError),
  });

  const submit = () => {
    const result = influencerApplicationCreateSchema.safeParse(values);
    if (!result.success) {
      form.setErrors(errorsOf(result.error.issues));
      toast.error(result.error.issues[0]?.message ?? m.requiredFields);
      return;
    }
    form.setErrors({});
    send.mutate();
  };

  return { ...form, values, set, volunteer, sending: send.isPending, submit };
}
