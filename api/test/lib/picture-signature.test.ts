import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPictureSignature, pictureSigningKey, signPictureReferences } from '../../src/lib/picture-signature.js';
import { pictureReference, publicPictureUrl } from '../../src/lib/picture-url.js';

const key = pictureSigningKey('test-secret-test-secret-test-secret-0123');
const IMAGE = '5d1c7a52-3b0a-4d7c-9a55-2f1d6c0e9b11';
const EXPIRES = 1_900_000_000;

describe('signing the pictures of a logged-in answer', () => {
  it('signs each picturePath that names an image, and leaves every other text as it is', () => {
    const reference = pictureReference(IMAGE)!;
    const published = publicPictureUrl('0123456789abcdef0123456789abcdef')!;
    const answer = {
      person: { fullName: 'Ana Lopez', picturePath: reference },
      others: [{ picturePath: published }, { picturePath: null }],
      company: { imageUrl: reference },
      history: [{ field: 'image_url', old: reference, new: published }],
    };
    const signed = signPictureReferences(answer, key, EXPIRES);
    const address = new URL(signed.person.picturePath, 'http://localhost');
    assert.equal(address.pathname, reference);
    assert.equal(address.searchParams.get('expires'), String(EXPIRES));
    assert.equal(checkPictureSignature(key, IMAGE, EXPIRES, address.searchParams.get('signature')!, Date.now()), 'valid');
    assert.deepEqual({ ...signed, person: answer.person }, answer, 'nothing else changed');
    assert.equal(answer.person.picturePath, reference, 'the answer given is never changed: it may be kept in a cache');
    assert.equal(signed.others, answer.others, 'what holds no reference is not copied');
  });

  it('tells an expired address from a forged one', () => {
    const signature = new URL(
      signPictureReferences({ picturePath: pictureReference(IMAGE) }, key, EXPIRES).picturePath!,
      'http://localhost',
    ).searchParams.get('signature')!;
    assert.equal(checkPictureSignature(key, IMAGE, EXPIRES, signature, EXPIRES * 1000), 'expired');
    assert.equal(checkPictureSignature(key, IMAGE, EXPIRES + 1, signature, Date.now()), 'forged');
    assert.equal(
      checkPictureSignature(pictureSigningKey('another-secret-another-secret-another'), IMAGE, EXPIRES, signature, Date.now()),
      'forged',
    );
    assert.equal(checkPictureSignature(key, IMAGE, EXPIRES, 'short', Date.now()), 'forged');
  });
});
