/** The parts of an OpenAPI 3 document the generated-input suite reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  maxLength?: number;
  nullable?: boolean;
  readOnly?: boolean;
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  /** The path template, e.g. `/api/v1/admin/notices/{id}/files/{attachmentId}`. */
  path: string;
  /** Every `{name}` of the template, documented or not. */
  pathParams: string[];
  queryParams: Array<{ name: string; schema: JsonSchema }>;
  /** The declared body types; empty when the operation documents no body. */
  bodyTypes: string[];
  /** The body schema with every `$ref` resolved, when documented. */
  bodySchema?: JsonSchema;
  /** Documented as needing a signed-in user (a bearer token or the session cookie). */
  signedIn: boolean;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Inlines `$ref`s (and one-element `allOf`s); a schema that refers to itself stops being expanded. */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema, seen: string[] = []): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    return target && !seen.includes(name) ? resolveSchema(doc, target, [...seen, name]) : { type: 'object' };
  }
  if (schema.allOf?.length === 1)
    return resolveSchema(doc, { ...schema.allOf[0], nullable: schema.nullable }, seen);
  const resolved: JsonSchema = { ...schema };
  if (schema.items) resolved.items = resolveSchema(doc, schema.items, seen);
  if (schema.properties)
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolveSchema(doc, value, seen)]),
    );
  return resolved;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
        queryParams: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        bodyTypes: Object.keys(content),
        bodySchema: jsonSchema ? resolveSchema(doc, jsonSchema) : undefined,
        signedIn: JSON.stringify(operation.security ?? []).includes('"bearer"'),
      });
    }
  }
  return operations;
}
