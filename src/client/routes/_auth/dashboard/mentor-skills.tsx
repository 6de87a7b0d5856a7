import { createFileRoute } from '@tanstack/react-router';
import { MentorSkillsPage } from '../../../features/skills/skills-pages';

export const Route = createFileRoute('/_auth/dashboard/mentor-skills')({ component: MentorSkillsPage });
