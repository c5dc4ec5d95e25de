import { Alert, PageLoader, Text } from '@olympiad/shared/ui';
import { PrintSheet } from '../../../components/print-sheet';
import { useGuides } from '../api/use-guides';
import { GuideSection } from './guide-section';

/** /guideAllTeams: every guide with the teams they walk with. */
export function AllTeamsPage() {
  const { data: guides, error, isLoading } = useGuides();
  return (
    <PrintSheet title="All teams by guide">
      {isLoading && <PageLoader label="Loading the guides and their teams" />}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The guides and their teams could not be loaded. Please try again later.</Alert.Title>
        </Alert.Root>
      )}
      {guides && guides.length === 0 && <Text>No guides have been added yet.</Text>}
      {guides?.map((guide) => <GuideSection key={guide.id} guide={guide} />)}
    </PrintSheet>
  );
}
