/**
 * Malformed variants of every operation of the api's OpenAPI document. Each request breaks one
 * thing (one parameter, one body field, or the body as a whole) and keeps everything else
 * plausible, with the caller's sample values where it knows real ones, so it gets as far into
 * the handler as a valid request would.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** A known good value for a parameter or field of that name, or undefined for none. */
export type Samples = (name: string, schema: JsonSchema) => unknown;

export type MalformedRequest = {
  /** `METHOD /path` as the document names it. */
  operation: string;
  /** What is broken, for the failure message. */
  broken: string;
  /** A NUL byte in a parameter or in the JSON body: refused whatever the route. */
  hasNul: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

const nul = 'a\u0000b';
/** Past PostgreSQL's integer, past JavaScript's safe integers, negative. */
const badIntegers = [2 ** 31, 2 ** 53, -1];
const notANumber = 'abc';
const wrongTypes = [true, null, {}, [], 1e308];
/** JSON nested far deeper than any real body, as text (JSON.stringify would recurse). */
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deep = '\u0001deep\u0001';
const jsonHeaders = { 'content-type': 'application/json' };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every malformed request for every operation of `document`. */
export function malformedRequests(
  document: OpenApiDocument,
  query: Record<string, string>,
  samples: Samples,
): MalformedRequest[] {
  const components = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema): JsonSchema => {
    const name = schema.$ref?.split('/').at(-1);
    return name === undefined ? schema : resolve(components[name] ?? {});
  };
  /** The schema itself, or its first branch that is not null. */
  const branch = (schema: JsonSchema): JsonSchema => {
    const resolved = resolve(schema);
    const options = resolved.anyOf?.map(resolve);
    return options?.find((option) => option.type !== 'null') ?? resolved;
  };
  /** undefined for a field that takes anything. */
  const typeOf = (schema: JsonSchema) =>
    [branch(schema).type ?? []].flat().find((type) => type !== 'null');

  /** A plausible value: a sample, the default, the first choice, or the smallest of its type. */
  function sampleOf(name: string, schema: JsonSchema): unknown {
    const known = samples(name, schema);
    if (known !== undefined) return known;
    const resolved = resolve(schema);
    if ('default' in resolved) return resolved.default;
    if ('const' in resolved) return resolved.const;
    if (resolved.enum) return resolved.enum[0];
    const chosen = branch(resolved);
    const type = typeOf(chosen);
    if (type === 'object') {
      return Object.fromEntries(
        Object.entries(chosen.properties ?? {}).map(([key, field]) => [key, sampleOf(key, field)]),
      );
    }
    if (type === 'array') return [];
    if (type === 'boolean') return true;
    if (type === 'integer' || type === 'number')
      return Math.max(1, chosen.minimum ?? 1, (chosen.exclusiveMinimum ?? 0) + 1);
    return 'x'.repeat(Math.max(1, chosen.minLength ?? 1));
  }

  /** `current` with `value` put at `path`, building the objects and arrays on the way. */
  function placed(schema: JsonSchema, current: unknown, path: string[], value: unknown): unknown {
    const [head, ...rest] = path;
    if (head === undefined) return value;
    const chosen = branch(schema);
    if (head === '0') {
      const item = chosen.items ?? {};
      const list: unknown[] = Array.isArray(current) ? [...current] : [];
      list[0] = placed(item, list[0] ?? sampleOf('', item), rest, value);
      return list;
    }
    const field = chosen.properties?.[head] ?? {};
    const object = isObject(current) ? { ...current } : {};
    object[head] = placed(field, object[head] ?? sampleOf(head, field), rest, value);
    return object;
  }

  /** Every field of a body with its schema, nested ones and the first item of arrays included. */
  function fields(schema: JsonSchema, path: string[] = []): [string[], JsonSchema][] {
    const chosen = branch(schema);
    const here: [string[], JsonSchema][] = path.length > 0 ? [[path, schema]] : [];
    if (chosen.items) return [...here, ...fields(chosen.items, [...path, '0'])];
    const nested = Object.entries(chosen.properties ?? {}).flatMap(([key, field]) =>
      fields(field, [...path, key]),
    );
    return [...here, ...nested];
  }

  /** A plain word is no mistake in a text; anything else is, somewhere. */
  function paramValues(schema: JsonSchema): string[] {
    if (typeOf(schema) === 'string') return [nul];
    return [nul, ...badIntegers.map(String), notANumber];
  }

  /** Free fields and records (any keys) also get deep nesting and keys no column can take. */
  function fieldValues(schema: JsonSchema, name: string): unknown[] {
    const type = typeOf(schema);
    const values = [nul, ...badIntegers, ...(type === 'string' ? [] : [notANumber]), ...wrongTypes];
    const record = branch(schema).additionalProperties;
    if (type !== undefined && typeof record !== 'object') return values;
    const sample = typeof record === 'object' ? sampleOf(name, record) : 1;
    return [...values, deep, { [nul]: sample }, { [String(2 ** 31)]: sample }];
  }

  const requests: MalformedRequest[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'header');
      const values = new Map<Parameter, string>(
        parameters
          .filter((p) => p.in === 'path' || p.required === true || p.name in query)
          .map((p) => [p, query[p.name] ?? String(sampleOf(p.name, p.schema ?? {}))]),
      );
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const body = bodySchema === undefined ? undefined : JSON.stringify(sampleOf('', bodySchema));

      const request = (
        broken: string,
        changed: Map<Parameter, string>,
        payload = body,
        headers: Record<string, string> = payload === undefined ? {} : jsonHeaders,
      ) => {
        let url = path;
        const search = new URLSearchParams();
        for (const [parameter, value] of changed) {
          if (parameter.in === 'path')
            url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
          else search.append(parameter.name, value);
        }
        const hasNul =
          [...changed.values()].includes(nul) ||
          (headers === jsonHeaders && (payload ?? '').includes('\\u0000'));
        requests.push({
          operation: name,
          broken,
          hasNul,
          method: method.toUpperCase(),
          url: `${url}?${search}`,
          headers,
          payload,
        });
      };

      for (const parameter of parameters) {
        for (const value of paramValues(parameter.schema ?? {})) {
          const broken = `${parameter.in} ${parameter.name}=${JSON.stringify(value)}`;
          request(broken, new Map(values).set(parameter, value));
        }
      }
      if (bodySchema === undefined || body === undefined) continue;

      for (const [field, schema] of fields(bodySchema)) {
        for (const value of fieldValues(schema, field.at(-1) ?? '')) {
          const payload = JSON.stringify(placed(bodySchema, JSON.parse(body), field, value));
          const shown = value === deep ? 'nested 1000 deep' : JSON.stringify(value);
          request(
            `body ${field.join('.')}=${shown}`,
            values,
            payload.replace(JSON.stringify(deep), deepJson(1000)),
          );
        }
      }
      const wholeBodies: [string, string, Record<string, string>][] = [
        ['broken JSON', '{"a":', jsonHeaders],
        ['empty JSON body', '', jsonHeaders],
        ['array body', '[]', jsonHeaders],
        ['string body', '"x"', jsonHeaders],
        ['body nested 10000 deep', `{"a":${deepJson(10_000)}}`, jsonHeaders],
        ['text body', body, { 'content-type': 'text/plain' }],
        ['form body', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }],
      ];
      for (const [broken, payload, headers] of wholeBodies)
        request(broken, values, payload, headers);
    }
  }
  return requests;
}
