import { callOf, type ContractKey, type ResponseOf } from '@olympiad/shared/contract';
import { z } from 'zod';

/**
 * A call's answer as its contract names it, every other field dropped. The route's serializer
 * does this for answers it serialises; an answer serialised beforehand (a cached public read)
 * goes through here, so it carries nothing the contract does not name either.
 */
export function answerOf<K extends ContractKey>(key: K, value: ResponseOf<K>): ResponseOf<K> {
  const schema = callOf(key).response;
  return schema ? (z.encode(schema as z.ZodType, value) as ResponseOf<K>) : value;
}
