import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/lib/password.js';
import { buildTestApp, call, login, TEST_SCRYPT } from '../helper.js';

const app = await buildTestApp();

describe('rehash on the next successful login', () => {
  it("stores an older hash again at today's cost and keeps the user's other sessions", async () => {
    const email = 'old-hash@example.com';
    const [user] = await app.db
      .insert(users)
      .values({
        email,
        name: 'Old Hash',
        username: email,
        role: 'Administrator',
        passwordHash: await hashPassword('old-password-1', { N: 2 ** 11, r: 8, p: 1 }),
      })
      .returning();
    const first = await login(app, email, 'old-password-1');
    const [after] = await app.db.select().from(users).where(eq(users.id, user!.id));
    assert.match(after!.passwordHash, new RegExp(`^scrypt\\$${TEST_SCRYPT.N}\\$8\\$1\\$`));
    assert.equal(after!.tokenVersion, user!.tokenVersion, 'a rehash is not a new password');
    assert.equal((await call(app, 'readUsers', { token: first })).statusCode, 200);
    const second = await login(app, email, 'old-password-1');
    assert.equal((await call(app, 'readUsers', { token: second })).statusCode, 200);
  });
});
