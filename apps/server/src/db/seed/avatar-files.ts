import { demoAvatarHue, demoAvatarSvg, initialsOf } from './avatars';
import { ADMIN_FULL_NAME, demoMembers } from './members';

/** Full names by avatar number: members 1..40, then the admin. */
function avatarOwners(): string[] {
  return [...demoMembers.map((member) => member.fullName), ADMIN_FULL_NAME];
}

/** The SVG of demo avatar n (the file /demo-avatars/<n>.svg), or null when there is none. */
export function demoAvatarByNumber(n: number): string | null {
  const fullName = avatarOwners()[n - 1];
  return Number.isInteger(n) && fullName ? demoAvatarSvg(initialsOf(fullName), demoAvatarHue(n)) : null;
}

/** Every demo avatar as a file name (<n>.svg) and its SVG text. */
export function demoAvatarFiles(): Array<{ fileName: string; svg: string }> {
  return avatarOwners().map((fullName, index) => ({
    fileName: `${index + 1}.svg`,
    svg: demoAvatarSvg(initialsOf(fullName), demoAvatarHue(index + 1)),
  }));
}
