import type { Company } from '@olympiad/shared/schemas';
import { Card, Heading, Image, Link, Text, VisuallyHidden } from '@olympiad/shared/ui';

const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 90;

/**
 * One organizer, partner, patron or sponsor; `level` keeps the page's heading order. `priority` on
 * the page's first card: its logo is likely the largest paint, so it is requested at once.
 */
export function CompanyCard({ company, level, priority = false }: { company: Company; level: 'h2' | 'h3'; priority?: boolean }) {
  const { name, imageUrl, companyUrl, additionalInformation } = company;
  return (
    <Card.Root as="article" variant="outline">
      <Card.Body gap="3">
        {imageUrl && (
          <Image
            src={imageUrl}
            alt={name}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            htmlWidth={LOGO_WIDTH}
            htmlHeight={LOGO_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            objectFit="contain"
          />
        )}
        <Heading as={level} size="md">{name}</Heading>
        {additionalInformation && <Text>{additionalInformation}</Text>}
        {companyUrl && (
          <Link href={companyUrl} color="blue.700" alignSelf="start">
            Visit website<VisuallyHidden> of {name}</VisuallyHidden>
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}
