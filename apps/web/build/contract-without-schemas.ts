import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const contractDir = fileURLToPath(new URL('../../../packages/shared/src/api/', import.meta.url));
const schemaImport = /import\s*\{([^}]*)\}\s*from\s*["'](\.\.\/schemas\/[^"']+|zod)["'];?/g;

/**
 * The web calls the API through the shared contract (`packages/shared/src/api`) and reads only each
 * endpoint's method and path at run time: the zod schemas there are types to the web (the server validates
 * with them). In the build, the contract's imports of schemas become `undefined` values, so pages that only
 * call the API load neither zod nor the schemas; forms that validate import their schemas themselves.
 * The build fails if a contract file does more with a schema than name it (`.extend(…)`, `z.object(…)`):
 * such a schema belongs in `packages/shared/src/schemas`.
 */
export function contractWithoutSchemas(): Plugin {
  return {
    name: 'plateau:contract-without-schemas',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(contractDir)) return null;
      const stubbed: string[] = [];
      const stripped = code.replace(schemaImport, (_, names: string) => {
        const locals = names
          .split(',')
          .map(
            (name) =>
              name
                .trim()
                .split(/\s+as\s+/)
                .at(-1) ?? '',
          )
          .filter(Boolean);
        stubbed.push(...locals);
        return locals.length > 0 ? `const ${locals.map((name) => `${name} = undefined`).join(', ')};` : '';
      });
      for (const name of stubbed) {
        if (new RegExp(`\\b${name}\\s*[.(\\[]`).test(stripped)) {
          this.error(`${id}: ${name} is used at run time; move that schema to packages/shared/src/schemas`);
        }
      }
      if (/from\s*["'](?:zod|\.\.\/schemas\/)/.test(stripped)) {
        this.error(`${id}: an import of zod or of a schema is left (only \`import { … } from\` is handled)`);
      }
      return { code: stripped, map: null };
    },
  };
}
