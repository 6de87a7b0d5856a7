import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { card, cardTitle } from './card.css';

/** A surface with an optional heading; titled cards are sections named by their heading. */
export function Card({
  title,
  titleLevel = 2,
  children,
  className,
  ...props
}: { title?: ReactNode; titleLevel?: 1 | 2 | 3; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const titleId = useId();
  const Heading = (['h1', 'h2', 'h3'] as const)[titleLevel - 1]!;
  return (
    <section className={className ? `${card} ${className}` : card} aria-labelledby={title ? titleId : undefined} {...props}>
      {title ? (
        <Heading id={titleId} className={cardTitle}>
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}
