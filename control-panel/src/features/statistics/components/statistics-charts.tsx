import { Chart, useChart } from '@chakra-ui/charts';
import type { ComponentType, ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { Box, UiProvider } from '@olympiad/shared/ui';
import type { Figures } from './figures';

/**
 * The charts of the statistics section. They are pictures of the tables beside them: a chart is
 * one image with a short description for assistive technology, and the table is its accessible
 * alternative. Recharts' own keyboard layer is off (the table already gives every figure).
 */
const PALETTE = ['blue.solid', 'teal.solid', 'orange.solid', 'purple.solid', 'pink.solid', 'green.solid', 'red.solid'];

/** Chakra's charts need its provider: it comes with them, so the section's tables need none. */
const inChakra =
  <Props extends object>(Drawing: ComponentType<Props>) =>
  (props: Props) => (
    <UiProvider>
      <Drawing {...props} />
    </UiProvider>
  );

function Figure({ label, children, height }: { label: string; children: ReactNode; height: number }) {
  return (
    <Box role="img" aria-label={label} h={`${height}px`} w="full" maxW="3xl">
      {children}
    </Box>
  );
}

export const CountsChart = inChakra(function CountsChart({ counts }: { counts: Figures['counts'] }) {
  const chart = useChart({ data: counts, series: [{ name: 'value', color: 'blue.solid', label: 'Count' }] });
  return (
    <Figure
      label="Bar chart of the counts of people, leaders, contestants, guests and guides; the same figures are in the table."
      height={260}
    >
      <Chart.Root chart={chart} h="full" aspectRatio="auto">
        <BarChart data={chart.data} accessibilityLayer={false} responsive style={{ width: '100%', height: '100%' }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
          {chart.series.map((item) => (
            <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} />
          ))}
        </BarChart>
      </Chart.Root>
    </Figure>
  );
});

export const TShirtChart = inChakra(function TShirtChart({ tShirts, roles }: Pick<Figures, 'tShirts' | 'roles'>) {
  const chart = useChart({
    data: tShirts,
    series: roles.map((role, index) => ({ name: role, color: PALETTE[index % PALETTE.length], stackId: 'roles' })),
  });
  return (
    <Figure label="Stacked bar chart of T-shirts by size, one colour per role; the same figures are in the table." height={300}>
      <Chart.Root chart={chart} h="full" aspectRatio="auto">
        <BarChart data={chart.data} accessibilityLayer={false} responsive style={{ width: '100%', height: '100%' }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('size')} tickLine={false} axisLine={false} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Figure>
  );
});

export const JuniorsChart = inChakra(function JuniorsChart({ juniors }: { juniors: Figures['juniors'] }) {
  const chart = useChart({
    data: juniors,
    series: [
      { name: 'official', label: 'Official', color: 'blue.solid', stackId: 'juniors' },
      { name: 'unofficial', label: 'Unofficial', color: 'orange.solid', stackId: 'juniors' },
    ],
  });
  // One bar per country: the chart grows with the list instead of squeezing the names.
  const height = Math.max(160, juniors.length * 22 + 60);
  return (
    <Figure
      label="Horizontal bar chart of junior contestants per country, official and unofficial; the same figures are in the table."
      height={height}
    >
      <Chart.Root chart={chart} h="full" aspectRatio="auto">
        <BarChart data={chart.data} layout="vertical" accessibilityLayer={false} responsive style={{ width: '100%', height: '100%' }}>
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
          <YAxis type="category" dataKey={chart.key('country')} width={140} tickLine={false} axisLine={false} interval={0} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Figure>
  );
});
