import { transformAsync, type PluginObj, type types } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * The features' and shared parts' modules of message descriptors (a test holds every definition to such files). The
 * frame's (`src/app`, `src/ui`) keep their English: the last-resort error page shows them when no catalogue could
 * be loaded.
 */
const messagesModule = /[\\/]src[\\/](features|shared)[\\/].*messages\.ts$/;

const named = (t: typeof types, key: types.Node, name: string) =>
  t.isIdentifier(key, { name }) || t.isStringLiteral(key, { value: name });

/** Removes `defaultMessage` from every object that is a descriptor (it has an `id`). */
function dropDefaultMessages({ types: t }: { types: typeof types }): PluginObj {
  return {
    visitor: {
      ObjectProperty(path) {
        if (!named(t, path.node.key, 'defaultMessage')) return;
        const parent = path.parentPath.node;
        if (
          t.isObjectExpression(parent) &&
          parent.properties.some((p) => t.isObjectProperty(p) && named(t, p.key, 'id'))
        )
          path.remove();
      },
    },
  };
}

/**
 * Drops each message descriptor's English `defaultMessage` from the browser's build (what formatjs's
 * `removeDefaultMessage` does; its Babel plugin refuses descriptors typed with `defineMessage<…>()` inside
 * `defineMessages`, so this is the one visitor it would run). Every page reads its words from a catalogue loaded
 * before it renders, which holds every id in every language (`src/i18n/messages.test.ts`): the English copies are
 * bytes no browser shows, and the navigation's are part of every page's first load. Tests, the development server
 * and the server's render keep them.
 */
export function messageDescriptors(): Plugin {
  return {
    name: 'client:message-descriptors',
    apply: 'build',
    enforce: 'pre',
    async transform(source, id, options) {
      if (options?.ssr || !messagesModule.test(id.split('?')[0] ?? '')) return null;
      const result = await transformAsync(source, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript'] },
        plugins: [dropDefaultMessages],
      });
      if (!result?.code) throw new Error(`Messages: could not compile ${id}`);
      return { code: result.code, map: result.map };
    },
  };
}
