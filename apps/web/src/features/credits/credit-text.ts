import { creditsMessages as m } from '@plateau/shared/messages/credits.fr';
import { fill } from '@plateau/shared/messages/fill';
import type { Credit } from '@plateau/shared/schemas/credits';

/** 'Monteuse — Clip nocturne, 2026'. */
export const creditText = (credit: Pick<Credit, 'role' | 'title' | 'year'>) =>
  fill(m.credit, { role: credit.role, title: credit.title, year: credit.year });

/** 'Court-métrage' for 'court-métrage'. */
export const kindLabel = (kind: string) => kind.charAt(0).toLocaleUpperCase('fr-FR') + kind.slice(1);
