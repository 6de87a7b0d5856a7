import { createFileRoute } from '@tanstack/react-router';
import { PlaygroundPage } from '../features/user/playground-page';

export const Route = createFileRoute('/playground')({ component: PlaygroundPage });
