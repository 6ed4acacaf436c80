import styled from 'styled-components';

/** A card's facts as label–value rows; one column on a phone. */
export const Fields = styled.dl`
  display: grid;
  /* The value column may shrink below a whole address: the chip shortens it instead of widening the page. */
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  & > dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  & > dd {
    min-inline-size: 0;
    margin: 0;
  }
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.space[1]};
    & > dd {
      margin-block-end: ${({ theme }) => theme.space[2]};
    }
  }
`;
