import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { Button } from '../../ui/button';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useToast } from '../../ui/toast';
import { useAuthUser } from '../user/current-user';

function useReportReview() {
  return useMutation<string, ApiError, { id: string; reason: string }>({
    mutationFn: async ({ id, reason }) => (await api.call('POST /app/feedback/:id/report', { params: { id }, body: { reason } })).message,
  });
}

/** "Report" under a public review, for anyone logged in: a reason, then the admins' reports queue. Once per person. */
export function ReportReviewButton({ reviewId, author, className }: { reviewId: string; author: string; className?: string }) {
  const { t } = useLingui();
  const user = useAuthUser();
  const toast = useToast();
  const report = useReportReview();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button variant="ghost" className={className} disabled={reported} onClick={() => setOpen(true)} aria-label={t`Report the review by ${author}`}>
        {reported ? t`Reported` : t`Report`}
      </Button>
      <ReasonDialog
        open={open}
        title={t`Report this review?`}
        intro={t`An administrator reads every report and hides reviews that break the rules.`}
        label={t`What is wrong with it?`}
        submitLabel={t`Send report`}
        variant="primary"
        busy={report.isPending}
        error={report.error}
        onClose={() => {
          setOpen(false);
          report.reset();
        }}
        onSubmit={(reason) =>
          report.mutate(
            { id: reviewId, reason },
            {
              onSuccess: (message) => {
                setOpen(false);
                setReported(true);
                toast(message, { tone: 'success' });
              },
            },
          )
        }
      />
    </>
  );
}
