import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { skillsPreview } from '@plateau/shared/rules/skills-preview';
import { cn } from '@/lib/cn';
import { Badge } from './ui/Badge';

interface SkillBadgesProps {
  skills: readonly string[];
  /** How many skills a card shows before '+N' (talent cards 4, network cards 3). */
  count: number;
  className?: string;
}

/** The first skills of a member as badges, then '+N' for the others (spec 1 §9). */
export function SkillBadges({ skills, count, className }: SkillBadgesProps) {
  const { shown, more } = skillsPreview(skills, count);
  if (shown.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={pm.skills}>
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge>
            <span aria-hidden="true">{pm.moreSkills(more)}</span>
            <span className="sr-only">{pm.moreSkillsLabel(more)}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
