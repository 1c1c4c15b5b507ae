import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { afterMutations } from './after-mutations';

describe('afterMutations', () => {
  it('runs at once when nothing is being saved', () => {
    const callback = vi.fn();
    afterMutations(new QueryClient(), callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the change being saved, then runs once', async () => {
    const queryClient = new QueryClient();
    let finish: (value: string) => void = () => undefined;
    const saving = new MutationObserver(queryClient, {
      mutationFn: () => new Promise<string>((resolve) => (finish = resolve)),
    });
    const saved = saving.mutate();
    const callback = vi.fn();

    afterMutations(queryClient, callback);
    await Promise.resolve();
    expect(callback).not.toHaveBeenCalled();

    finish('enregistré');
    await saved;
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    // A later change does not run it again.
    await new MutationObserver(queryClient, { mutationFn: async () => 'encore' }).mutate();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
