import * as z from 'zod/mini';

/** The backend's usual answer: a business code (`codes.ts`; CODE_OK = success) and a message. */
export const codeMessage = z.looseObject({
  code: z.number(),
  message: z.optional(z.nullable(z.string())),
});
export type CodeMessage = z.infer<typeof codeMessage>;

/** Some answers carry JSON inside a string field; parse it and validate the result. */
export function jsonString<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.union([
      z.pipe(
        z.string(),
        z.transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.issues.push({ code: 'custom', message: 'Not valid JSON', input: text });
            return z.NEVER;
          }
        }),
      ),
      z.unknown(),
    ]),
    schema,
  );
}

/** A request without fields. */
export const noFields = z.object({});

/** An answer whose body is ignored. */
export const anyResponse = z.unknown();

/** An HTML fragment or plain text answer. */
export const text = z.string();
