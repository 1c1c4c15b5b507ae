import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import {
  type InfluencerProjectCreate,
  influencerProjectCreateSchema,
  influencerStep1Schema,
  influencerStep2Schema,
  influencerStep3Schema,
  influencerStep4Schema,
} from '@plateau/shared/schemas/influencer';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { removeStorage, writeStorage } from '@/lib/storage';
import { toast } from '@/lib/toaster';
import { influencerApi } from '../api';
import { errorsOf } from '../components/Field';
import type { RoleDraft } from '../components/RoleForm';
import { draftKey, readDraft, type WizardDraft, type WizardValues } from '../wizard-draft';
import { useFormErrors } from './useFormErrors';

const stepSchemas = [
  influencerStep1Schema,
  influencerStep2Schema,
  influencerStep3Schema,
  influencerStep4Schema,
];

/**
 * The four-step wizard (spec 2 §5): the draft kept in this browser, each step checked before the next, the
 * roles added and removed, then the publication.
 */
export function useInfluencerWizard() {
  const [draft, setDraft] = useState<WizardDraft>(readDraft);
  const form = useFormErrors();
  const { setErrors } = form;
  const navigate = useNavigate();
  const { step, values, roles } = draft;

  useEffect(() => {
    writeStorage('local', draftKey, JSON.stringify(draft));
  }, [draft]);

  const set = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) =>
    setDraft((old) => ({ ...old, values: { ...old.values, [key]: value } }));

  const check = (index: number) => {
    const schema = stepSchemas[index - 1];
    const result = schema?.safeParse({ ...values, roles });
    if (!result || result.success) return true;
    const found = errorsOf(result.error.issues);
    setErrors(found);
    toast.error(found.roles ?? Object.values(found)[0] ?? m.requiredFields);
    return false;
  };
  const go = (next: number) => {
    setErrors({});
    setDraft((old) => ({ ...old, step: next }));
    window.scrollTo({ top: 0 });
  };

  const publish = useMutation({
    // The server checks every value again (shared schema); the chips only offer the allowed ones.
    mutationFn: () => influencerApi.create({ ...values, roles } as InfluencerProjectCreate),
    onSuccess: (project) => {
      removeStorage('local', draftKey);
      toast.success(m.projectCreated);
      void navigate(`/projets/${project.id}`);
    },
    onError: (error) => form.fail(error, m.projectCreateError),
  });

  const onPublish = () => {
    for (const index of [1, 2, 3, 4]) {
      if (!check(index)) {
        if (index !== step) go(index);
        return;
      }
    }
    const result = influencerProjectCreateSchema.safeParse({ ...values, roles });
    if (!result.success) {
      toast.error(result.error.issues[0]?.message ?? m.requiredFields);
      return;
    }
    publish.mutate();
  };

  return {
    ...form,
    step,
    values,
    roles,
    set,
    publishing: publish.isPending,
    /** 'Suivant' checks the step; on the last one, 'Publier' checks them all, then publishes. */
    next: () => {
      if (step < 4) {
        if (check(step)) go(step + 1);
      } else onPublish();
    },
    previous: () => go(Math.max(1, step - 1)),
    addRole: (role: RoleDraft) => setDraft((old) => ({ ...old, roles: [...old.roles, role] })),
    removeRole: (index: number) => {
      setDraft((old) => ({ ...old, roles: old.roles.filter((_, i) => i !== index) }));
      toast.success(m.roleRemoved);
    },
  };
}

export type InfluencerWizard = ReturnType<typeof useInfluencerWizard>;
