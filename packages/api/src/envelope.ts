import { z } from 'zod/mini';

export const errorCodes = ['400', '401', '403', '404', '409', '413', '415', '429', '500', '503'] as const;
export type ErrorCode = (typeof errorCodes)[number];
export const errorCodeSchema = z.enum(errorCodes);

export const issueSchema = z.object({ path: z.string(), message: z.string() });
export type Issue = z.infer<typeof issueSchema>;

export function successEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.literal('200'), success: z.literal(true), message: z.string(), data });
}

export const errorEnvelope = z.object({
  code: errorCodeSchema,
  success: z.literal(false),
  message: z.string().check(z.minLength(1)),
  data: z.null(),
  details: z.optional(z.array(issueSchema)),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export function ok<T>(data: T) {
  return { code: '200' as const, success: true as const, message: 'ok', data };
}

export function fail(code: ErrorCode, message: string, details?: Issue[]): ErrorEnvelope {
  return details
    ? { code, success: false, message, data: null, details }
    : { code, success: false, message, data: null };
}
