import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { type ThemeName, themes } from './themes.ts';
import { font, radius, space } from './tokens.ts';

/** Every colour token of a theme as `group.name`, read from the theme source itself. */
function colourTokens(name: ThemeName): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(themes[name].color)) {
    if (typeof value === 'string') entries.push([key, value]);
    else for (const [sub, shade] of Object.entries(value)) entries.push([`${key}.${sub}`, shade]);
  }
  return entries;
}

function Colours() {
  return (
    <Columns>
      {(Object.keys(themes) as ThemeName[]).map((name) => (
        <Panel key={name} style={{ background: themes[name].color.bg, color: themes[name].color.fg.default }}>
          <h2>{name}</h2>
          <Grid>
            {colourTokens(name).map(([token, value]) => (
              <Swatch key={token}>
                <Chip style={{ background: value, borderColor: themes[name].color.border }} />
                <code>color.{token}</code>
                <Value>{value}</Value>
              </Swatch>
            ))}
          </Grid>
        </Panel>
      ))}
    </Columns>
  );
}

function TypeScale() {
  return (
    <List>
      {Object.entries(font.size).map(([size, value]) => (
        <Row key={size}>
          <code>font.size.{size}</code>
          <Value>{value}</Value>
          <span style={{ fontSize: value }}>Aa أب אב 0x12…cdef 1,234.50</span>
        </Row>
      ))}
      {Object.entries(font.weight).map(([weight, value]) => (
        <Row key={weight}>
          <code>font.weight.{weight}</code>
          <Value>{value}</Value>
          <span style={{ fontWeight: value }}>Aa أب אב</span>
        </Row>
      ))}
      <Row>
        <code>font.lineHeight</code>
        <Value>{font.lineHeight}</Value>
        <span />
      </Row>
    </List>
  );
}

function Spacing() {
  return (
    <List>
      {space.map((value, index) => (
        <Row key={value}>
          <code>space[{index}]</code>
          <Value>{value}</Value>
          <Bar style={{ inlineSize: value }} />
        </Row>
      ))}
    </List>
  );
}

function Radii() {
  return (
    <List>
      {Object.entries(radius).map(([name, value]) => (
        <Row key={name}>
          <code>radius.{name}</code>
          <Value>{value}</Value>
          <Corner style={{ borderRadius: value }} />
        </Row>
      ))}
    </List>
  );
}

const meta = {
  title: 'Foundations/Design tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour tokens of the light and dark themes side by side (`themes.ts`). */
export const Colors: Story = { render: () => <Colours /> };
/** Font sizes and weights (`tokens.ts`), with Latin, Arabic and Hebrew samples. */
export const Typography: Story = { render: () => <TypeScale /> };
/** The spacing scale (`theme.space[n]`). */
export const Space: Story = { render: () => <Spacing /> };
/** Corner radii (`theme.radius`). */
export const Radius: Story = { render: () => <Radii /> };

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  & > h2 {
    margin-block: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
    text-transform: capitalize;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Swatch = styled.div`
  display: grid;
  grid-template-columns: 2rem 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Chip = styled.span`
  inline-size: 2rem;
  block-size: 2rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Value = styled.code`
  color: inherit;
  opacity: 0.8;
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 10rem 6rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Bar = styled.span`
  block-size: 1rem;
  background: ${({ theme }) => theme.color.accent};
`;

const Corner = styled.span`
  inline-size: 4rem;
  block-size: 3rem;
  border: 2px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accentSoft};
`;
