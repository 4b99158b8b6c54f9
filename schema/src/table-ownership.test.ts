import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainModels } from '@platform/subgraph-kit/domains';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A subgraph reads and writes only its own tables: those of the models in `prisma/schema/<its name>.prisma`, and
 * the outbox (`events.prisma`), which the kit keeps for every domain. What another domain owns is reached through
 * an entity reference, an event, or a question to the graph. This test reads each subgraph's code (tests and
 * their `*.testing.ts` helpers aside) for Prisma delegates (`prisma.job.findMany`), relations followed in
 * `include`/`select`/`t.relation`, Pothos Prisma types and table names in raw SQL, and names every use of another
 * domain's model. The compiler already refuses another domain's delegate where code holds the domain's client
 * (`DomainPrisma`, from the kit's map of each domain's models, which this test holds to the schema files); the
 * rest (raw SQL, relations, Pothos types, workers given the process's whole client) only this test sees.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const shared = new Set(['events']);

interface Model {
  name: string;
  domain: string;
  table: string;
  /** Relation fields and the model each leads to. */
  relations: Map<string, string>;
}

function readModels(): Model[] {
  const folder = path.join(root, 'prisma/schema');
  const blocks: { domain: string; name: string; body: string }[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.prisma'))) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const match of text.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
      blocks.push({ domain: file.replace(/\.prisma$/, ''), name: match[1]!, body: match[2]! });
    }
  }
  const names = new Set(blocks.map((b) => b.name));
  return blocks.map(({ domain, name, body }) => {
    const relations = new Map<string, string>();
    for (const line of body.split('\n')) {
      const field = /^\s*(\w+)\s+(\w+)(\[\])?\??\s/.exec(`${line} `);
      if (field && names.has(field[2]!)) relations.set(field[1]!, field[2]!);
    }
    const table = /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? name;
    return { name, domain, table, relations };
  });
}

const delegateMethods =
  /^(findMany|findFirst|findFirstOrThrow|findUnique|findUniqueOrThrow|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy)$/;
const pothosModelCalls = new Set(['prismaNode', 'prismaObject', 'prismaInterface']);
const relationCalls = new Set(['relation', 'relatedConnection', 'relationCount']);
const sqlTable = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** Every use of another domain's model in one source file, as `model (how)`. */
export function foreignUses(source: string, domain: string, models: Model[]): string[] {
  const byAccessor = new Map(models.map((m) => [m.name[0]!.toLowerCase() + m.name.slice(1), m]));
  const byName = new Map(models.map((m) => [m.name, m]));
  const byTable = new Map(models.map((m) => [m.table, m]));
  const foreign = (model: Model | undefined) =>
    !!model && model.domain !== domain && !shared.has(model.domain);
  // Relations that leave the domain, from its own models: following one reads another domain's table.
  const leaving = new Map<string, string>();
  for (const model of models.filter((m) => m.domain === domain)) {
    for (const [field, target] of model.relations) {
      if (foreign(byName.get(target))) leaving.set(field, target);
    }
  }
  const found: string[] = [];
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, true);
  const relationKeys = (object: ts.ObjectLiteralExpression) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = property.name.getText(file);
      // Nested `include`/`select` objects are visited on their own.
      if (leaving.has(key)) found.push(`${leaving.get(key)} (${key} in include/select)`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && delegateMethods.test(node.name.text)) {
      const target = node.expression;
      if (ts.isPropertyAccessExpression(target)) {
        const model = byAccessor.get(target.name.text);
        if (foreign(model)) found.push(`${model!.name} (${target.name.text}.${node.name.text})`);
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      ['include', 'select'].includes(node.name.getText(file)) &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      relationKeys(node.initializer);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const called = node.expression.name.text;
      const first = node.arguments[0];
      if (first && ts.isStringLiteral(first)) {
        if (pothosModelCalls.has(called) && foreign(byName.get(first.text))) {
          found.push(`${first.text} (${called})`);
        }
        if (relationCalls.has(called) && leaving.has(first.text)) {
          found.push(`${leaving.get(first.text)} (${called} '${first.text}')`);
        }
      }
    }
    if (ts.isTemplateLiteral(node) || ts.isStringLiteral(node)) {
      const text = node.getText(file);
      for (const match of text.matchAll(sqlTable)) {
        const model = byTable.get(match[1]!);
        if (foreign(model)) found.push(`${model!.name} (SQL: ${match[0]})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(folder: string): string[] {
  return (
    readdirSync(folder, { withFileTypes: true, recursive: true })
      // Tests and their helpers set up other domains' rows as fixtures; what runs is the rest.
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|testing)\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
  );
}

const models = readModels();
const subgraphNames = readdirSync(path.join(root, 'subgraphs')).filter((name) => name !== 'kit');

describe('table ownership', () => {
  it('knows every model and its domain from prisma/schema/<domain>.prisma', () => {
    const domains = new Set(models.map((m) => m.domain));
    for (const name of subgraphNames) expect(domains, `prisma/schema/${name}.prisma`).toContain(name);
    expect(models.find((m) => m.name === 'Job')).toMatchObject({ domain: 'jobs', table: 'jobs' });
  });

  it("agrees with the kit's map of each domain's models, which narrows each subgraph's client", () => {
    const files: Record<string, string[]> = {};
    for (const model of models) (files[model.domain] ??= []).push(model.name);
    const sorted = (map: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(map).map(([domain, names]) => [domain, [...names].sort()]));
    expect(sorted(domainModels)).toEqual(sorted(files));
  });

  it.each(subgraphNames)('the %s subgraph touches only its own tables', (name) => {
    const uses = sourceFiles(path.join(root, 'subgraphs', name, 'src')).flatMap((file) =>
      foreignUses(readFileSync(file, 'utf8'), name, models).map(
        (use) => `${path.relative(root, file)}: ${use}`,
      ),
    );
    expect(uses).toEqual([]);
  });

  it('finds each way of reaching another domain’s table', () => {
    const source = `
      const a = await context.prisma.user.count({ where: {} });
      const b = await tx.job.findUnique({ where: { id } });
      const c = await prisma.conversation.findMany({ include: { participants: { include: { user: true } } } });
      const d = await prisma.$queryRaw\`SELECT 1 FROM jobs j JOIN users u ON u.id = j.posted_by_id\`;
      builder.prismaNode('Job', {});
      t.relation('sender');
      const fine = await prisma.message.findMany({ select: { senderId: true } });
    `;
    expect(foreignUses(source, 'messaging', models)).toEqual([
      'User (user.count)',
      'Job (job.findUnique)',
      'User (user in include/select)',
      'Job (SQL: FROM jobs)',
      'User (SQL: JOIN users)',
      'Job (prismaNode)',
      "User (relation 'sender')",
    ]);
  });
});
