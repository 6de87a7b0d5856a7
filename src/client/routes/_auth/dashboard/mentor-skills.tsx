import { createFileRoute } from '@tanstack/react-router';
import { ownSkillPageQueryOptions } from '../../../features/skills/queries';
import { MentorSkillsPage } from '../../../features/skills/skills-pages';

export const Route = createFileRoute('/_auth/dashboard/mentor-skills')({
  loader: ({ context: { user, queryClient } }) => user && queryClient.ensureQueryData(ownSkillPageQueryOptions(1)),
  component: MentorSkillsPage,
});
