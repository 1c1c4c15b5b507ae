/** Talent cards show 4 skills, network cards 3 (spec 1 §9). */
export const talentCardSkillCount = 4;
export const networkCardSkillCount = 3;

/** The first `count` skills and how many are left for the '+N' counter. */
export function skillsPreview(
  skills: readonly string[] | null | undefined,
  count: number = talentCardSkillCount,
): { shown: string[]; more: number } {
  const list = (skills ?? []).filter((skill) => skill.trim().length > 0);
  const limit = Math.max(0, Math.floor(count));
  return { shown: list.slice(0, limit), more: Math.max(0, list.length - limit) };
}
