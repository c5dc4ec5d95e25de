import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useContest, useEnums } from '@olympiad/shared';
import { ChangedMeanwhileNote, submitToApi, TextField, useRecordVersion } from '@olympiad/shared/forms';
import type { AvailableEnums, Contest } from '@olympiad/shared/schemas';
import { Button, FieldGrid, Heading, PageLoader, Stack } from '@olympiad/shared/plain-ui';
import formLook from '../../../components/form.module.css';
import section from '../../../components/section.module.css';
import { saveContest } from '../api/save-contest';
import { CompanyListFields } from './company-list-fields';
import { ContestListsFields } from './contest-list-fields';
import { EditionFields } from './edition-fields';
import { RichTextField } from './rich-text-field';
import styles from './settings-form.module.css';
import { COMPANY_GROUPS, contestFormSchema, draftOf, inputOf, listsOf, type ContestDraft, type ContestForm } from './settings-schema';
import { formatInZone, viewerTimeZone, wallClockToInstant } from '../../../components/venue-time';

export const CONTEST_SAVED = 'Contest settings have been saved successfully!';

/** The deadline as the venue's clocks and the administrator's own show it. */
function DeadlineInZones() {
  const wallClock = useWatch<ContestDraft, 'endOfRegistrationDate'>({ name: 'endOfRegistrationDate' });
  const venueZone = useVenueZone();
  if (!wallClock || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(wallClock)) return null;
  const instant = wallClockToInstant(wallClock.slice(0, 16), venueZone);
  const own = viewerTimeZone();
  return (
    <p aria-live="polite" className={section.muted}>
      Registration closes {formatInZone(instant, venueZone)} at the venue ({venueZone})
      {own !== venueZone && `, which is ${formatInZone(instant, own)} in your time zone (${own})`}.
    </p>
  );
}

/** The venue's time zone as the form has it: the dates are typed in it. */
const useVenueZone = () => useWatch<ContestDraft, 'venueTimeZone'>({ name: 'venueTimeZone' }) ?? '';

/** A date and time as the venue's clocks show it. */
function VenueTimeField({ name, label }: { name: 'startDate' | 'endDate' | 'endOfRegistrationDate'; label: string }) {
  return <TextField name={name} label={label} type="datetime-local" required hint={`At the venue (${useVenueZone()}).`} />;
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
    resolver: zodResolver(contestFormSchema),
    defaultValues: draftOf(contest, listsOf(enums)),
  });
  const { isSubmitting } = form.formState;
  const version = useRecordVersion(`contest:${contest.id}`, contest.version);

  const loadCurrent = () => version.loadCurrent(reload, (current) => form.reset(draftOf(current.contest, listsOf(current.enums))));

  const submit = submitToApi(form, {
    send: (values) => version.send((headers) => saveContest(contest.id, inputOf(values), headers)),
    success: CONTEST_SAVED,
    // The saved contest back in the form: uploaded logos become their stored addresses, sent once.
    onSuccess: async (saved, values) => {
      form.reset(draftOf(saved, inputOf(values)));
      await onSaved();
    },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="contest-heading">
        <Stack gap={6}>
          <Heading as="h2" id="contest-heading" size="xl">Contest settings</Heading>
          {version.changed && <ChangedMeanwhileNote subject="Contest settings" onLoad={loadCurrent} />}
          <FieldGrid className={styles.fields}>
            <TextField name="name" label="Name" required />
            <TextField name="shortName" label="Short name" required />
            <VenueTimeField name="startDate" label="Start" />
            <VenueTimeField name="endDate" label="End" />
            <VenueTimeField name="endOfRegistrationDate" label="Registration deadline" />
            <div className={styles.deadline}>
              <DeadlineInZones />
            </div>
            <EditionFields hostCountry={contest.hostCountry} />
            <TextField name="materialsUrl" label="Competition materials URL" type="url" />
            <TextField name="contactEmail" label="Contact email" type="email" />
          </FieldGrid>
          <RichTextField name="rules" label="Rules" />
          <RichTextField name="environmentDescription" label="Environment description" />
          <ContestListsFields />
          <div className={styles.companies}>
            {COMPANY_GROUPS.map(([group, title]) => (
              <CompanyListFields key={group} group={group} title={title} />
            ))}
          </div>
          <Button type="submit" className={formLook.submit} loading={isSubmitting}>
            {isSubmitting ? 'Saving' : 'Save settings'}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Contest settings (beyond the spec): the edition's names, dates, lists, texts and companies. */
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
  return <SettingsForm key={contest.data.id} settings={{ contest: contest.data, enums: enums.data }} onSaved={refresh} reload={reload} />;
}
