import { Card, Text } from '@nsa/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

/** One way of changing a balance: a titled card (a named region) with a line on what it does. */
export function FormCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        {hint ? (
          <Text as="p" tone="muted">
            {hint}
          </Text>
        ) : null}
      </Head>
      {children}
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & > p {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Why a write failed, when no single field is to blame (network, outage, a refusal of the whole). */
export const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.fg.default};
`;
