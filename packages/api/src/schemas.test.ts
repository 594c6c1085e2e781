import * as z from 'zod/mini';
import { codeMessage, jsonString } from './schemas';
import { defineEndpoint } from './endpoint';
import { system } from './index';

describe('jsonString', () => {
  const schema = jsonString(z.object({ total: z.number() }));

  it('parses JSON carried in a string and validates it', () => {
    expect(schema.parse('{"total":3}')).toEqual({ total: 3 });
  });

  it('accepts the value already parsed', () => {
    expect(schema.parse({ total: 3 })).toEqual({ total: 3 });
  });

  it('rejects text that is not JSON, and JSON of the wrong shape', () => {
    expect(schema.safeParse('{"total":').success).toBe(false);
    expect(schema.safeParse('{"total":"3"}').success).toBe(false);
  });
});

describe('contracts', () => {
  it('reads a business answer with or without a message', () => {
    expect(codeMessage.parse({ code: 200 })).toEqual({ code: 200 });
    expect(codeMessage.safeParse({ message: 'no code' }).success).toBe(false);
  });

  it('sends GET fields in the query and other fields as a form by default', () => {
    const get = defineEndpoint({
      method: 'GET',
      path: '/a',
      request: z.object({}),
      response: z.unknown(),
    });
    const post = defineEndpoint({
      method: 'POST',
      path: '/a',
      request: z.object({}),
      response: z.unknown(),
    });
    expect(get.encoding).toBe('query');
    expect(post.encoding).toBe('form');
  });

  it('reads the localization texts out of jsonData', () => {
    const answer = system.localizationMessages.response.parse({
      jsonData: '{"localization":{"a":"A"}}',
    });
    expect(answer.jsonData.localization).toEqual({ a: 'A' });
  });
});
