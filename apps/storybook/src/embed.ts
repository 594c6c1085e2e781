import * as z from 'zod/mini';

/** What a widget story file puts in `parameters.widget` (the object from `defineWidget`). */
export interface WidgetParameter {
  name: string;
  props: z.ZodMiniType;
}

/** When the loader mounts a placeholder: `data-load`, `eager` when absent. */
export const LOAD_STRATEGIES = ['eager', 'idle', 'visible', 'interaction'] as const;
export type LoadStrategy = (typeof LOAD_STRATEGIES)[number];
export const DEFAULT_LOAD: LoadStrategy = 'eager';

export const LOADER_SCRIPT = '<script type="module" src="/widgets/loader.js"></script>';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface PropDoc {
  name: string;
  /** As TypeScript would write it: `"inline" | "footer"`, `string`, `number[]`. */
  type: string;
  /** The allowed values of an enum. */
  options?: unknown[];
  required: boolean;
  default?: unknown;
  description?: string;
}

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'unknown'}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'unknown';
}

/** One row per prop, as a CMS editor writes it in `data-props` (the schema's input side). */
export function describeProps(props: z.ZodMiniType): PropDoc[] {
  const schema = z.toJSONSchema(props, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => ({
    name,
    type: typeOf(prop),
    required: required.has(name),
    ...(prop.enum ? { options: prop.enum } : {}),
    ...('default' in prop ? { default: prop.default } : {}),
    ...(prop.description ? { description: prop.description } : {}),
  }));
}

/** A value of the right shape for a required prop that has no default. */
function sample(prop: PropDoc, args: Record<string, unknown>): unknown {
  if (prop.name in args) return args[prop.name];
  if (prop.type.startsWith('"')) return JSON.parse(prop.type.split(' | ')[0] ?? '""');
  if (prop.type === 'number' || prop.type === 'integer') return 0;
  if (prop.type === 'boolean') return false;
  if (prop.type.endsWith('[]')) return [];
  return '';
}

/** `data-props`: every default, plus an example for each required prop without one. */
export function exampleProps(docs: PropDoc[], args: Record<string, unknown> = {}) {
  const example: Record<string, unknown> = {};
  for (const prop of docs) {
    if ('default' in prop) example[prop.name] = prop.default;
    else if (prop.required) example[prop.name] = sample(prop, args);
  }
  return example;
}

/** The placeholder a CMS editor puts where the widget goes. */
export function placeholder(name: string, load: LoadStrategy, props: object): string {
  const json = JSON.stringify(props).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
  const loadAttribute = load === DEFAULT_LOAD ? '' : ` data-load="${load}"`;
  return `<div data-widget="${name}"${loadAttribute} data-props='${json}'>server-rendered fallback</div>`;
}

export function embedSnippet(
  widget: WidgetParameter,
  load: LoadStrategy = DEFAULT_LOAD,
  args: Record<string, unknown> = {},
): string {
  return [
    '<!-- 1. Once per page, in <head> (a module runs after the page is parsed): the loader -->',
    LOADER_SCRIPT,
    '',
    '<!-- 2. Once per page: the page type on <body> (SPEC §2), for example -->',
    '<body data-page-type="article">',
    '',
    '<!-- 3. Where the widget goes; its content stays when the widget cannot start -->',
    placeholder(widget.name, load, exampleProps(describeProps(widget.props), args)),
  ].join('\n');
}
