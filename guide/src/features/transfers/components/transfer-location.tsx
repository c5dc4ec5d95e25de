import type { Transfers } from '@olympiad/shared/schemas';
import { classNames, Heading, ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import { PhoneLink } from '../../../components/phone-link';
import { flightText, groupName, locationHeading, slotTime } from '../transfer-texts';
import styles from './transfers.module.css';

type Location = Transfers['days'][number]['locations'][number];

/** One arrival (or departure) location on one day: a row per time slot, its people by team. */
export function TransferLocation({ date, location }: { date: string; location: Location }) {
  const headingId = `location-${date}-${location.location.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={styles.location}>
      <Heading as="h3" id={headingId} size="lg">
        {locationHeading(location)}
      </Heading>
      <ScrollRegion label={`Time slots at ${location.location}`}>
        <table className={classNames(tableLook.table, styles.slots)}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">People</th>
              <th scope="col">Flights</th>
              <th scope="col">Teams</th>
            </tr>
          </thead>
          <tbody>
            {location.slots.map((slot) => (
              <tr key={slot.start}>
                <td className={styles.time}>{slotTime(slot)}</td>
                <td>{slot.count}</td>
                <td>
                  <ul className={styles.plain}>
                    {slot.flights.map((flight) => (
                      <li key={`${flight.carrier}-${flight.flightNumber}-${flight.terminal}`}>{flightText(flight)}</li>
                    ))}
                  </ul>
                </td>
                <td>
                  <ul className={styles.plain}>
                    {slot.groups.map((group) => (
                      <li key={group.teamId ?? group.countryName} className={classNames(styles.group, group.guidedByMe && styles.mine)}>
                        <p className={styles.team}>
                          {groupName(group)}
                          {group.guidedByMe && <span className={styles.tag}>Your team</span>}
                        </p>
                        <p>{group.people.map((person) => person.fullName).join(', ')}</p>
                        {group.leaderPhone && (
                          <p>
                            Leader&apos;s phone: <PhoneLink phone={group.leaderPhone} />
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
