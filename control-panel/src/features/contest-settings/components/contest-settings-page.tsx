import { lazy, Suspense, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useContest, useEnums } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { ChangedMeanwhileNote, lazyResolver, submitToApi, TextField, useRecordVersion } from '@olympiad/shared/forms';
import type { AvailableEnums, Contest } from '@olympiad/shared/schemas';
import { FieldGrid, Heading, PageLoader, Stack, textLink } from '@olympiad/shared/plain-ui';
import { CompanyListFields } from './company-list-fields';
import { ContestListsFields } from './contest-list-fields';
import { EditionFields } from './edition-fields';
import { ReminderDaysField } from './reminder-days-field';
import { RichTextField } from './rich-text-field';
import { SaveBar } from './save-bar';
import styles from './settings-form.module.css';
import type { ContestDraft, ContestForm } from './settings-schema';
import { COMPANY_GROUPS, draftOf, inputOf, listsOf } from './settings-values';
import { DeadlineField, DeadlineInZones, VenueTimeField } from './venue-time-fields';
import { WhenNearView } from './when-near-view';

const resolver = lazyResolver(
  () => import('./settings-validation'),
  (validation) => validation.contestFormSchema(),
);

// A chunk of its own, loaded as it nears the screen: far below the contest's form, it is no part of the page's first screen.
const LetterSettingsSection = lazy(() => import('./letter-settings-section').then((m) => ({ default: m.LetterSettingsSection })));
// The same for the hotels, under the letter settings.
const HotelsSection = lazy(() => import('./hotels-section').then((m) => ({ default: m.HotelsSection })));

export const CONTEST_SAVED = 'Contest settings have been saved successfully!';

/** The form's parts, each a region with its heading, in the order the page shows them. */
const PARTS = [
  { id: 'contest-edition', title: 'Edition' },
  { id: 'contest-texts', title: 'Rules and environment' },
  { id: 'contest-lists', title: 'Lists the forms offer' },
  { id: 'contest-companies', title: 'Organizers, partners, patrons and sponsors' },
] as const;
type PartId = (typeof PARTS)[number]['id'];

function Part({ id, children }: { id: PartId; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.part}>
      <Stack gap={4}>
        <Heading as="h3" id={headingId} size="lg">
          {PARTS.find((part) => part.id === id)!.title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** Links to each part of the long form: a list section is reached without scrolling through the texts. */
function PartLinks() {
  return (
    <nav aria-label="Parts of contest settings">
      <ul className={styles.partLinks}>
        {PARTS.map((part) => (
          <li key={part.id}>
            <a href={`#${part.id}`} className={textLink}>
              {part.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The contest and its lists, as the form edits them together. */
interface Settings {
  contest: Contest;
  enums: AvailableEnums;
  /** The contest's: saving the lists moves it too. */
  version?: number;
}

interface SettingsFormProps {
  settings: Settings;
  onSaved: () => Promise<unknown>;
  /** Reads the contest and its lists again as they are now: the form's values after a 412. */
  reload: () => Promise<Settings | undefined>;
}

function SettingsForm({ settings: { contest, enums }, onSaved, reload }: SettingsFormProps) {
  const form = useForm<ContestDraft, unknown, ContestForm>({
    resolver,
    defaultValues: draftOf(contest, listsOf(enums)),
  });
  const version = useRecordVersion(`contest:${contest.id}`, contest.version);

  const loadCurrent = () => version.loadCurrent(reload, (current) => form.reset(draftOf(current.contest, listsOf(current.enums))));

  const submit = submitToApi(form, {
    send: (values) => version.send((headers) => callApi('updateContest', { params: { id: contest.id }, body: inputOf(values), headers })),
    success: CONTEST_SAVED,
    // The saved contest back in the form: uploaded logos become their stored addresses, sent once.
    onSuccess: async (saved, values) => {
      form.reset(draftOf(saved, inputOf(values)));
      await onSaved();
    },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="contest-heading" {...resolver.firstUse}>
        <Stack gap={6}>
          <Heading as="h2" id="contest-heading" size="xl">
            Contest settings
          </Heading>
          <PartLinks />
          {version.changed && <ChangedMeanwhileNote subject="Contest settings" onLoad={loadCurrent} />}
          <Part id="contest-edition">
            <FieldGrid className={styles.fields}>
              <TextField name="name" label="Name" required />
              <TextField name="shortName" label="Short name" required />
              <VenueTimeField name="startDate" label="Start" />
              <VenueTimeField name="endDate" label="End" />
              <DeadlineField />
              <div className={styles.deadline}>
                <DeadlineInZones />
              </div>
              <ReminderDaysField />
              <EditionFields hostCountry={contest.hostCountry} />
              <TextField name="materialsUrl" label="Competition materials URL" type="url" />
              <TextField name="contactEmail" label="Contact email" type="email" />
            </FieldGrid>
          </Part>
          <Part id="contest-texts">
            <RichTextField name="rules" label="Rules" />
            <RichTextField name="environmentDescription" label="Environment description" />
          </Part>
          <Part id="contest-lists">
            <ContestListsFields />
          </Part>
          <Part id="contest-companies">
            <div className={styles.companies}>
              {COMPANY_GROUPS.map(([group, title]) => (
                <CompanyListFields key={group} group={group} title={title} />
              ))}
            </div>
          </Part>
          <SaveBar />
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * Contest settings (beyond the spec): the edition's names, dates, lists, texts and companies; under
 * them, in forms of their own, the visa invitation letters' settings and the hotels.
 */
export function ContestSettingsPage() {
  const contest = useContest();
  const enums = useEnums();
  if (!contest.data || !enums.data) return <PageLoader label="Loading the contest" />;
  // The other forms of the panel offer the lists as saved.
  const refresh = () => Promise.all([contest.mutate(), enums.mutate()]);
  const reload = async () => {
    const [current, lists] = await refresh();
    return current && lists && { contest: current, enums: lists, version: current.version };
  };
  return (
    <>
      <SettingsForm key={contest.data.id} settings={{ contest: contest.data, enums: enums.data }} onSaved={refresh} reload={reload} />
      <WhenNearView>
        <Suspense fallback={<PageLoader label="Loading the letter settings" />}>
          <LetterSettingsSection />
        </Suspense>
      </WhenNearView>
      <WhenNearView>
        <Suspense fallback={<PageLoader label="Loading the hotels" />}>
          <HotelsSection />
        </Suspense>
      </WhenNearView>
    </>
  );
}
