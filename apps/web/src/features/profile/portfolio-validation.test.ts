import { portfolioCreateSchema } from '@plateau/shared/schemas/portfolio';
import { profileLimits } from '@plateau/shared/schemas/profile-fields';
import { describe, expect, it } from 'vitest';

// The web imports shared schemas by their own path, never the shared barrel: the French locale of zod
// must come with the schema itself, or a message the schema does not word would show in English.
describe('a shared schema validated in the web', () => {
  it('words the errors it does not word itself in French', () => {
    const result = portfolioCreateSchema.safeParse({
      title: 'Court-métrage',
      imageUrl: 'x'.repeat(profileLimits.imageUrl + 1),
      extra: true,
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual([
      expect.stringMatching(/^Trop grand : .*500 caractères$/),
      'Clé non reconnue : "extra"',
    ]);
  });
});
