import styled from 'styled-components';

type Props = {
  /** Which way along the reading direction it points: `start` is left in ltr and right in rtl. */
  toward: 'start' | 'end';
  double?: boolean;
};

/** A decorative chevron that follows the writing direction. */
export function Chevron({ toward, double = false }: Props) {
  return (
    <Svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-toward={toward}>
      <path d={double ? 'M8 3 3 8l5 5M13 3 8 8l5 5' : 'M10 3 5 8l5 5'} />
    </Svg>
  );
}

const Svg = styled.svg`
  flex: none;
  inline-size: 1em;
  block-size: 1em;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
  /* Drawn pointing left; flipped when it should point right. */
  &[data-toward='end']:dir(ltr),
  &[data-toward='start']:dir(rtl) {
    transform: scaleX(-1);
  }
`;
