import { z } from 'zod';
import { CONTEST_YEAR } from '../constants.js';
import {
  idSchema,
  instantSchema,
  optionalEmailSchema,
  optionalLinkSchema,
  optionalText,
  requiredText,
} from './common.js';

export const companySchema = z.object({
  name: requiredText(),
  imageUrl: optionalLinkSchema,
  companyUrl: optionalLinkSchema,
  additionalInformation: optionalText(),
});
export type Company = z.infer<typeof companySchema>;

export const committeeMemberSchema = z.object({
  role: requiredText(),
  person: z.object({
    fullName: requiredText(),
    picturePath: optionalText(),
    country: z.object({ name: requiredText() }),
  }),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;

export const committeeSchema = z.object({
  name: requiredText(),
  members: z.array(committeeMemberSchema),
});
export type Committee = z.infer<typeof committeeSchema>;

/** Write model of a committee: members point at COMMITTEE people by id. */
export const updateCommitteeInputSchema = z.object({
  name: requiredText(),
  members: z.array(z.object({ role: requiredText(), personId: idSchema })),
});
export type UpdateCommitteeInput = z.infer<typeof updateCommitteeInputSchema>;

const contestContent = {
  name: requiredText(),
  shortName: requiredText(),
  startDate: instantSchema,
  endDate: instantSchema,
  endOfRegistrationDate: instantSchema,
  rules: z.string(),
  environmentDescription: z.string(),
  materialsUrl: optionalLinkSchema,
  contactEmail: optionalEmailSchema,
  organizers: z.array(companySchema),
  partners: z.array(companySchema),
  patrons: z.array(companySchema),
  goldenSponsors: z.array(companySchema),
  silverSponsors: z.array(companySchema),
  bronzeSponsors: z.array(companySchema),
};

/** The public projection of the contest: GET api/Contest?year=2025. */
export const contestSchema = z.object({
  id: idSchema,
  year: z.number().int(),
  ...contestContent,
  committees: z.array(committeeSchema),
});
export type Contest = z.infer<typeof contestSchema>;

/** PUT /api/Contest/{id}: the contest's own fields; the server sanitises the HTML. */
export const updateContestInputSchema = z.object({
  id: idSchema.optional(),
  ...contestContent,
  /** Omitted: the committees stay as they are. */
  committees: z.array(updateCommitteeInputSchema).optional(),
});
export type UpdateContestInput = z.infer<typeof updateContestInputSchema>;

export const contestQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).default(CONTEST_YEAR),
});

export const availableEnumsSchema = z.object({
  tShirtSizesList: z.array(z.string()),
  operatingSystemNamesList: z.array(z.string()),
  arrivalLocationsList: z.array(z.string()),
  userRolesList: z.array(z.string()),
  personRolesList: z.array(z.string()),
});
export type AvailableEnums = z.infer<typeof availableEnumsSchema>;
