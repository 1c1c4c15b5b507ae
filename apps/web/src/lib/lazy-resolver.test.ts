import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@plateau/shared/messages/auth.fr';
import { loginSchema } from '@plateau/shared/schemas/auth';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the validation once, on the first check, and gives its French errors', async () => {
    const load = vi.fn(async () => zodResolver(loginSchema));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const empty = await resolver({ email: '', password: '' }, undefined, options);
    expect(empty.errors.email?.message).toBe(authMessages.fillAllFields);
    const valid = await resolver({ email: 'camille@demo.fr', password: 'demo1234' }, undefined, options);
    expect(valid.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure (a network drop)', async () => {
    const real = zodResolver(loginSchema);
    let offline = true;
    const load = async () => {
      if (offline) {
        offline = false;
        throw new Error('network');
      }
      return real;
    };
    const resolver = lazyResolver(load);
    await expect(resolver({ email: '', password: '' }, undefined, options)).rejects.toThrow('network');
    const retried = await resolver({ email: '', password: '' }, undefined, options);
    expect(retried.errors.email?.message).toBe(authMessages.fillAllFields);
  });
});
