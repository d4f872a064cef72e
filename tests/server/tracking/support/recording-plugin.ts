import type { KyselyPlugin } from 'kysely';

/** A Kysely plugin that remembers the kind of each statement sent through it (`SelectQueryNode`, `RawNode`, …). */
export function recordingPlugin() {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      statements.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { plugin, statements };
}
