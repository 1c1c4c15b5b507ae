import { reportsMessages } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import { revokeSessions } from '../../auth/revoke-sessions';
import { decisionPath } from './decision-link';
import type { DecisionOutcome } from './decisions.commands';
import { decisionMail, outcomeMail } from './reports.mail';

const m = reportsMessages;

/** After the commit: the statement of reasons, the reporters' outcome, a suspended member's sessions. */
export async function tellOutcome(app: FastifyInstance, outcome: DecisionOutcome) {
  const { decision } = outcome;
  const kind = m.kinds[decision.targetKind];
  const action = m.actions[decision.action];
  if (outcome.suspendedId) await revokeSessions(app, outcome.suspendedId);
  if (outcome.owner && (decision.action !== 'none' || decision.appealOf)) {
    await app.mailer.send(
      outcome.owner.email,
      decisionMail({
        name: outcome.owner.name,
        kind,
        action,
        ground: m.grounds[decision.ground],
        facts: decision.facts,
        // The signed link: a suspended member reads and contests it without signing in.
        url: `${app.config.publicUrl}${decisionPath(app.config.authSecret, { id: decision.id, ownerId: outcome.owner.id })}`,
        contestable: decision.action !== 'none' && !decision.appealOf,
      }),
    );
  }
  for (const reporter of outcome.reporters) {
    await app.mailer.send(
      reporter.email,
      outcomeMail(reporter.name, kind.toLowerCase(), action.toLowerCase()),
    );
  }
}
