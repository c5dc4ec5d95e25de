/** Country names of the demo edition: Latin letters and single spaces only, as team names must be. */
export const DEMO_COUNTRIES = [
  'Albania', 'Algeria', 'Argentina', 'Armenia', 'Australia', 'Austria', 'Azerbaijan', 'Bangladesh', 'Belarus',
  'Belgium', 'Bolivia', 'Bosnia and Herzegovina', 'Brazil', 'Cambodia', 'Canada', 'Chile', 'China', 'Colombia',
  'Costa Rica', 'Croatia', 'Cuba', 'Cyprus', 'Czechia', 'Denmark', 'Ecuador', 'Egypt', 'Estonia', 'Ethiopia',
  'Finland', 'France', 'Georgia', 'Germany', 'Ghana', 'Greece', 'Guatemala', 'Honduras', 'Hungary', 'Iceland',
  'India', 'Indonesia', 'Iran', 'Ireland', 'Israel', 'Italy', 'Jamaica', 'Japan', 'Jordan', 'Kazakhstan', 'Kenya',
  'Kosovo', 'Kyrgyzstan', 'Latvia', 'Lebanon', 'Lithuania', 'Luxembourg', 'Malaysia', 'Malta', 'Mexico', 'Moldova',
  'Mongolia', 'Montenegro', 'Morocco', 'Nepal', 'Netherlands', 'New Zealand', 'Nigeria', 'North Macedonia',
  'Norway', 'Pakistan', 'Panama', 'Paraguay', 'Peru', 'Philippines', 'Poland', 'Portugal', 'Qatar', 'Romania',
  'Rwanda', 'Saudi Arabia', 'Senegal', 'Serbia', 'Singapore', 'Slovakia', 'Slovenia', 'South Africa',
  'South Korea', 'Spain', 'Sri Lanka', 'Sweden', 'Switzerland', 'Tajikistan', 'Thailand', 'Tunisia', 'Turkey',
  'Turkmenistan', 'Ukraine', 'United Kingdom', 'United States', 'Uruguay', 'Uzbekistan', 'Vietnam',
] as const;

export const FIRST_NAMES = [
  'Ada', 'Alan', 'Alice', 'Anna', 'Boris', 'Carla', 'Daniel', 'Dora', 'Elena', 'Emil', 'Eva', 'Felix', 'Ivan',
  'Grace', 'Hana', 'Hugo', 'Ines', 'Jonas', 'Julia', 'Karim', 'Lara', 'Leo', 'Lina', 'Marco', 'Maya', 'Mila',
  'Nadia', 'Nikola', 'Omar', 'Olga', 'Pavel', 'Petra', 'Rosa', 'Sami', 'Sara', 'Tariq', 'Teo', 'Vera', 'Yuki', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Adams', 'Berg', 'Costa', 'Dimitrov', 'Evans', 'Fischer', 'Garcia', 'Haddad', 'Ivanova', 'Jensen', 'Kim',
  'Lopez', 'Meyer', 'Novak', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Silva', 'Tanaka', 'Usman', 'Varga', 'Weber',
  'Xu', 'Yilmaz', 'Zhang', 'Horvat', 'Nowak', 'Kowalski', 'Santos',
] as const;

export const COMMITTEE_NAMES = ['Organizing Committee', 'Scientific Committee', 'Technical Committee'] as const;
