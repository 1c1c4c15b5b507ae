import type { Resolver } from 'react-hook-form';

/**
 * A form's resolver whose code (zod and the shared schema) loads when the form is first checked, not with
 * the page: `lazyResolver(() => import('./form-resolvers').then((m) => m.loginResolver))`. The page shows
 * sooner; the first check waits for that small download once.
 */
// biome-ignore lint/suspicious/noExplicitAny: any resolver, its types kept as they are.
export function lazyResolver<R extends Resolver<any, any, any>>(load: () => Promise<R>): R {
  let loaded: Promise<R> | undefined;
  const resolver: Resolver = async (values, context, options) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return (await loaded)(values, context, options);
  };
  return resolver as R;
}
