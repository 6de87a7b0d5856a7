import { createFileRoute } from '@tanstack/react-router';
import { WhyWePage } from '../features/marketing/why-we-page';

export const Route = createFileRoute('/why-we')({ component: WhyWePage });
