import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DOCBLOCK_ENVIRONMENT = /@vitest-environment\s+([\w-]+)/;

/**
 * Vitest's order (projects one after another, slow files first), with each project's files of one
 * environment together. A worker that keeps its modules (`isolate: false`) is handed the next file
 * only when that file's project and environment are its own; otherwise it is stopped and a new one
 * imports everything again and builds its environment. The UI project's view-model files run on
 * `node` (a docblock) among its jsdom files: interleaved, a run started some 80 workers instead of
 * two, which made two workers slower than one.
 */
export class EnvironmentGroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const key = `${spec.project.name}\0${environmentOf(spec)}`;
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    return [...groups.values()].flat();
  }
}

function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2000);
  return DOCBLOCK_ENVIRONMENT.exec(head)?.[1] ?? spec.project.config.environment;
}
