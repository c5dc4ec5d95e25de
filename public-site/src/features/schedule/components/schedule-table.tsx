import { Box, Stack, Table, Text } from '@olympiad/shared/ui';
import type { ScheduleDay } from '../programme';

export function ScheduleTable({ days }: { days: ScheduleDay[] }) {
  return (
    <Table.Root aria-label="Programme" size="md" maxW="2xl">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Date</Table.ColumnHeader>
          <Table.ColumnHeader>Programme</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {days.map((day) => (
          <Table.Row key={day.date}>
            <Table.Cell verticalAlign="top" whiteSpace="nowrap">{day.date}</Table.Cell>
            <Table.Cell>
              <Stack gap="1">
                {day.events.map((event) => (
                  <Text key={event} fontWeight="semibold">{event}</Text>
                ))}
                {day.sessions && (
                  <Box as="ul" ps="5" listStyleType="disc">
                    {day.sessions.map((session) => (
                      <li key={session}>{session}</li>
                    ))}
                  </Box>
                )}
              </Stack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
