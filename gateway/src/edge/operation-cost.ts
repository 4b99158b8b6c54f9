import {
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isLeafType,
  isListType,
  isObjectType,
  isInterfaceType,
  parse,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** What a subgraph declared about one field with federation's `@cost` and `@listSize` (IBM's cost directives). */
interface FieldCost {
  weight?: number;
  /** `@cost` on arguments: paid when the argument is given. */
  argumentWeights: Map<string, number>;
  listSize?: { assumedSize?: number; slicingArguments?: string[]; sizedFields?: string[] };
}

export interface CostModel {
  /** By `Type.field`. */
  fields: Map<string, FieldCost>;
  /** A connection given no `first`/`last` is paid as this many items (the subgraphs' default page size). */
  defaultPageSize: number;
  /** A list field without `@listSize` is paid as this many items. */
  defaultListSize: number;
  /** A mutation's own cost, on top of what it selects: it writes. */
  mutationWeight: number;
}

function intValue(value: ValueNode | undefined): number | undefined {
  return value?.kind === Kind.INT ? Number(value.value) : undefined;
}

function stringList(value: ValueNode | undefined): string[] | undefined {
  return value?.kind === Kind.LIST
    ? value.values.flatMap((v) => (v.kind === Kind.STRING ? [v.value] : []))
    : undefined;
}

/**
 * The cost model of a supergraph: its declared costs, and what is assumed where nothing is declared — a page of 20
 * (the subgraphs' default page size), a list of 10 — and 10 for a mutation's write.
 */
export function costModelOf(supergraphSdl: string): CostModel {
  return {
    fields: readFieldCosts(supergraphSdl),
    defaultPageSize: 20,
    defaultListSize: 10,
    mutationWeight: 10,
  };
}

/** Reads every `@cost` and `@listSize` of the supergraph, which composition carries over from the subgraphs. */
export function readFieldCosts(supergraphSdl: string): Map<string, FieldCost> {
  const fields = new Map<string, FieldCost>();
  for (const definition of parse(supergraphSdl).definitions) {
    if (
      definition.kind !== Kind.OBJECT_TYPE_DEFINITION &&
      definition.kind !== Kind.INTERFACE_TYPE_DEFINITION &&
      definition.kind !== Kind.OBJECT_TYPE_EXTENSION &&
      definition.kind !== Kind.INTERFACE_TYPE_EXTENSION
    ) {
      continue;
    }
    for (const field of definition.fields ?? []) {
      const spec: FieldCost = { argumentWeights: new Map() };
      for (const directive of field.directives ?? []) {
        const argument = (name: string) => directive.arguments?.find((a) => a.name.value === name)?.value;
        if (directive.name.value === 'cost') spec.weight = intValue(argument('weight'));
        if (directive.name.value === 'listSize') {
          spec.listSize = {
            assumedSize: intValue(argument('assumedSize')),
            slicingArguments: stringList(argument('slicingArguments')),
            sizedFields: stringList(argument('sizedFields')),
          };
        }
      }
      for (const arg of field.arguments ?? []) {
        const weight = intValue(arg.directives?.find((d) => d.name.value === 'cost')?.arguments?.[0]?.value);
        if (weight !== undefined) spec.argumentWeights.set(arg.name.value, weight);
      }
      if (spec.weight !== undefined || spec.listSize || spec.argumentWeights.size) {
        fields.set(`${definition.name.value}.${field.name.value}`, spec);
      }
    }
  }
  return fields;
}

type Field = GraphQLField<unknown, unknown>;

/** A Relay connection: its `edges` (and `nodes`) are the page, sized by `first` or `last`. */
function isConnection(field: Field) {
  const type = getNamedType(field.type);
  return isObjectType(type) && 'edges' in type.getFields() && 'pageInfo' in type.getFields();
}

const pageArguments = ['first', 'last'];
const pageFields = ['edges', 'nodes'];

/**
 * The cost of one operation with its variables, before anything runs, after IBM's GraphQL cost specification: a
 * field costs its `@cost` weight (by default 1 when it returns an object, 0 for a scalar or enum) plus the weights
 * of the arguments given; a list pays what it selects once per item it may hold (`@listSize`, or `defaultListSize`);
 * a connection pays what its page (`edges`, `nodes`) selects once per item of the page (`first`/`last`, or
 * `defaultPageSize`), and its other fields (`totalCount`, `pageInfo`) once. A field that fragments select more
 * than once under one response key is priced once, as execution runs it once. Throws a GraphQLError when the
 * variables do not fit the operation.
 */
export function operationCost(
  schema: GraphQLSchema,
  model: CostModel,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) throw new GraphQLError('No operation by that name in the document');
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) throw coerced.errors[0]!;
  const known = pricesOf(model, schema, document);
  const key = `${operationName ?? ''}:${costShape(coerced.coerced)}`;
  let cost = known.get(key);
  if (cost === undefined) {
    cost = priceOperation(schema, model, document, operation, coerced.coerced);
    if (known.size < maxPricesPerDocument) known.set(key, cost);
  }
  return cost;
}

/**
 * The costs already worked out, by model, schema and document: Apollo Server hands the same parsed document to
 * every request that sends the same text, and clients send the same few operations again and again.
 */
const prices = new WeakMap<CostModel, WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>>();
const maxPricesPerDocument = 256;

function pricesOf(model: CostModel, schema: GraphQLSchema, document: DocumentNode) {
  let bySchema = prices.get(model);
  if (!bySchema) prices.set(model, (bySchema = new WeakMap()));
  let byDocument = bySchema.get(schema);
  if (!byDocument) bySchema.set(schema, (byDocument = new WeakMap()));
  let known = byDocument.get(document);
  if (!known) byDocument.set(document, (known = new Map()));
  return known;
}

/**
 * What of the variables a cost depends on: the numbers (page sizes) and booleans (`@skip`, `@include`) as they
 * are, and of anything else only whether it was given (an argument's weight is paid when it is). Two requests of
 * one document with the same shape cost the same, whatever they search for.
 */
function costShape(values: Record<string, unknown>): string {
  const shape: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    shape[name] = typeof value === 'number' || typeof value === 'boolean' || value === null ? value : 'given';
  }
  return JSON.stringify(shape);
}

function priceOperation(
  schema: GraphQLSchema,
  model: CostModel,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  values: Record<string, unknown>,
): number {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) throw new GraphQLError(`The schema has no ${operation.operation} type`);
  const mutationType = schema.getMutationType();

  const included = (node: { directives?: readonly unknown[] | undefined }) =>
    getDirectiveValues(GraphQLSkipDirective, node as never, values)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node as never, values)?.if !== false;

  /** The fields a selection set selects, through fragments, each with the type it is selected on. */
  const fieldsOf = (
    set: SelectionSetNode,
    type: GraphQLNamedType,
    spreading: Set<string> = new Set(),
  ): [FieldNode, GraphQLNamedType][] =>
    set.selections.flatMap((selection): [FieldNode, GraphQLNamedType][] => {
      if (!included(selection)) return [];
      if (selection.kind === Kind.FIELD) return [[selection, type]];
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        return on ? fieldsOf(selection.selectionSet, on, spreading) : [];
      }
      const fragment = fragments.get(selection.name.value);
      const on = fragment && schema.getType(fragment.typeCondition.name.value);
      if (!fragment || !on || spreading.has(fragment.name.value)) return [];
      return fieldsOf(fragment.selectionSet, on, new Set(spreading).add(fragment.name.value));
    });

  const definitionOf = (node: FieldNode, parent: GraphQLNamedType): Field | undefined => {
    if (parent === schema.getQueryType()) {
      if (node.name.value === '__schema') return SchemaMetaFieldDef as Field;
      if (node.name.value === '__type') return TypeMetaFieldDef as Field;
    }
    return isObjectType(parent) || isInterfaceType(parent)
      ? (parent.getFields()[node.name.value] as Field | undefined)
      : undefined;
  };

  /**
   * The fields as execution merges them: one response key selected on one type, however many fragments select it
   * (a page's results, count and facets each asking for `jobs` with the same arguments), is one field run once,
   * with what all of them select below it.
   */
  const merged = (fields: [FieldNode, GraphQLNamedType][]): [FieldNode[], GraphQLNamedType][] => {
    const groups = new Map<string, [FieldNode[], GraphQLNamedType]>();
    for (const [node, on] of fields) {
      const key = `${on.name}.${node.alias?.value ?? node.name.value}`;
      const group = groups.get(key);
      if (group) group[0].push(node);
      else groups.set(key, [[node], on]);
    }
    return [...groups.values()];
  };

  // A field selected once is priced once per node; a page's `edges` (paid per item by its connection) as one item.
  const priced = new WeakMap<FieldNode, number>();
  const pricedAsItem = new WeakMap<FieldNode, number>();
  const fieldCost = (nodes: FieldNode[], parent: GraphQLNamedType, asItem = false): number => {
    const node = nodes[0]!;
    const memo = nodes.length === 1 ? (asItem ? pricedAsItem : priced) : null;
    const known = memo?.get(node);
    if (known !== undefined) return known;
    const field = definitionOf(node, parent);
    if (!field) return 0;
    const spec = model.fields.get(`${parent.name}.${field.name}`);
    const args = getArgumentValues(field, node, values);
    // What each item weighs (an object 1, a scalar 0), and what the field costs once: its arguments, a write.
    const weight = spec?.weight ?? (isLeafType(getNamedType(field.type)) ? 0 : 1);
    let once = parent === mutationType ? model.mutationWeight : 0;
    for (const [name, argumentWeight] of spec?.argumentWeights ?? []) {
      if (args[name] !== undefined && args[name] !== null) once += argumentWeight;
    }

    const children = merged(
      nodes.flatMap((n) => (n.selectionSet ? fieldsOf(n.selectionSet, getNamedType(field.type)) : [])),
    );
    const connection = isConnection(field);
    const slicing = spec?.listSize?.slicingArguments ?? (connection ? pageArguments : []);
    const sizes = slicing.map((name) => args[name]).filter((v): v is number => typeof v === 'number');
    const items = asItem
      ? 1
      : sizes.length
        ? Math.max(0, ...sizes)
        : (spec?.listSize?.assumedSize ??
          (connection
            ? model.defaultPageSize
            : isListType(getNullableType(field.type))
              ? model.defaultListSize
              : 1));
    const sized = spec?.listSize?.sizedFields ?? (connection ? pageFields : undefined);
    let cost = once;
    if (sized) {
      // A connection: its own weight once, each item of its page (edges, nodes) per item, the rest once.
      cost += weight;
      for (const [child, on] of children) {
        cost += sized.includes(child[0]!.name.value)
          ? items * fieldCost(child, on, true)
          : fieldCost(child, on);
      }
    } else {
      cost += items * (weight + children.reduce((sum, [child, on]) => sum + fieldCost(child, on), 0));
    }
    memo?.set(node, cost);
    return cost;
  };

  return merged(fieldsOf(operation.selectionSet, rootType)).reduce(
    (sum, [nodes, on]) => sum + fieldCost(nodes, on),
    0,
  );
}
