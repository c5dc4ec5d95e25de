import { count } from 'drizzle-orm';
import type { Db } from './client.js';
import { companies, contests, countries, enumerations, images, users } from './schema.js';
import { DEMO_COMPANIES, DEMO_CONTEST, ENUMERATIONS, HOST_COUNTRY, logoSvg } from './seed-content.js';
import { generatePassword, hashPassword } from '../lib/password.js';
import { publicPictureUrl } from '../lib/picture-url.js';
import { seedDemo, type DemoCounts } from './demo/seed-demo.js';

const REGISTRATION_DAYS = 30;

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  now?: Date;
  /** Also load the demo edition when the contest is created. */
  demo?: boolean;
}

export interface SeedResult {
  contestCreated: boolean;
  /** Set only when the Administrator was created with a generated password. */
  generatedAdminPassword?: string;
  demo?: DemoCounts;
}

/** Fills an empty database: the 2025 contest with its content, the enumerations, the host country, the first Administrator. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const result: SeedResult = { contestCreated: false };
    const [contestCount] = await tx.select({ value: count() }).from(contests);
    if (!contestCount?.value) {
      const now = options.now ?? new Date();
      const endOfRegistrationDate = new Date(now.getTime() + REGISTRATION_DAYS * 24 * 3600 * 1000);
      // Before the contest, which names it as its host.
      await tx.insert(countries).values(HOST_COUNTRY).onConflictDoNothing();
      const [contest] = await tx
        .insert(contests)
        .values({ ...DEMO_CONTEST, endOfRegistrationDate })
        .returning({ id: contests.id });
      for (const [position, company] of DEMO_COMPANIES.entries()) {
        const [logo] = await tx
          .insert(images)
          .values({ contentType: 'image/svg+xml', data: logoSvg(company.name, company.color) })
          .returning({ publicKey: images.publicKey });
        await tx.insert(companies).values({
          contestId: contest!.id,
          kind: company.kind,
          sponsorLevel: company.sponsorLevel ?? null,
          position,
          name: company.name,
          imageUrl: publicPictureUrl(logo!.publicKey),
          companyUrl: 'https://example.org/',
          additionalInformation: 'Demo company: replace it in the contest settings.',
        });
      }
      const rows = Object.entries(ENUMERATIONS).flatMap(([kind, values]) =>
        values.map((value, position) => ({ kind: kind as keyof typeof ENUMERATIONS, value, position })),
      );
      await tx.insert(enumerations).values(rows).onConflictDoNothing();
      if (options.demo) result.demo = await seedDemo(tx, contest!.id);
      result.contestCreated = true;
    }
    const [userCount] = await tx.select({ value: count() }).from(users);
    if (!userCount?.value) {
      const password = options.adminPassword ?? generatePassword();
      await tx.insert(users).values({
        email: options.adminEmail,
        username: options.adminEmail,
        name: 'Administrator',
        role: 'Administrator',
        passwordHash: await hashPassword(password),
      });
      if (!options.adminPassword) result.generatedAdminPassword = password;
    }
    return result;
  });
}
