import { endpointNames, endpoints } from '@nsa/api';
import { z } from 'zod';

const envelope = (data: z.ZodType) =>
  z.object({ code: z.literal('200'), success: z.literal(true), message: z.string(), data });
const errorBody = z.object({
  code: z.string(),
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
});

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

/** OpenAPI 3 document derived from the `endpoints` table: inputs as accepted, data as returned. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of endpointNames) {
    const e = endpoints[name];
    const input = schemaOf(e.input, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    const operation: Record<string, unknown> = {
      operationId: name,
      security: e.access ? [{ token: [] }] : [],
      'x-roles': e.access ?? 'public',
      responses: {
        '200': {
          description: 'ok',
          content: { 'application/json': { schema: schemaOf(envelope(e.data), 'output') } },
        },
        default: {
          description: 'error envelope',
          content: { 'application/json': { schema: schemaOf(errorBody, 'output') } },
        },
      },
    };
    if (e.method === 'GET') {
      operation.parameters = Object.entries(input.properties ?? {}).map(([param, schema]) => ({
        name: param,
        in: 'query',
        required: input.required?.includes(param) ?? false,
        schema,
      }));
    } else {
      operation.requestBody = { required: true, content: { 'application/json': { schema: input } } };
    }
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Node Sales Admin API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    paths,
  };
}
