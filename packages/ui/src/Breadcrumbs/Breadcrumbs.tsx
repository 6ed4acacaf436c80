import type { AnchorHTMLAttributes, ComponentType, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

export type Crumb = {
  key: string;
  content: ReactNode;
  /** Where the crumb leads; the last crumb is where the reader is, and is not a link. */
  href: string;
};

export type BreadcrumbsProps = {
  /** Names the trail's navigation landmark. */
  label: string;
  items: readonly Crumb[];
  /** The link element (a router's link); a plain anchor by default. */
  linkAs?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement>>;
  /** After a crumb's link is followed (e.g. to move focus to what it shows). */
  onFollow?: (key: string, event: MouseEvent<HTMLAnchorElement>) => void;
};

/** The path walked to where the reader is, each step a way back; separators follow the direction. */
export function Breadcrumbs({ label, items, linkAs: LinkAs = 'a' as never, onFollow }: BreadcrumbsProps) {
  return (
    <Nav aria-label={label}>
      <List>
        {items.map((crumb, index) => (
          <li key={crumb.key}>
            {index === items.length - 1 ? (
              <Current aria-current="location">{crumb.content}</Current>
            ) : (
              <CrumbLink
                as={LinkAs}
                href={crumb.href}
                onClick={(e: MouseEvent<HTMLAnchorElement>) => onFollow?.(crumb.key, e)}
              >
                {crumb.content}
              </CrumbLink>
            )}
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  min-inline-size: 0;
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-inline-size: 0;
  }
  /* A chevron toward the end of the line between crumbs: "›" in ltr, "‹" in rtl. */
  & > li + li::before {
    content: '›';
    color: ${({ theme }) => theme.color.fg.muted};
  }
  & > li + li:dir(rtl)::before {
    content: '‹';
  }
`;

const CrumbLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.25rem;
  color: ${({ theme }) => theme.color.accent};
  ${focusRing}
`;

const Current = styled.span`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.25rem;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
